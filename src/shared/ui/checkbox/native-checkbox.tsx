import { useId } from 'react';
import { cx } from '../utils/class-names';
import type { CheckboxProps } from './checkbox';
import * as styles from './checkbox.css';

/**
 * The same checkbox as `Checkbox`, with the browser's own input: no Radix code has to load.
 * For forms on pages that must stay within their size budget.
 */
export function NativeCheckbox({ label, id, className, onCheckedChange, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cx(styles.row, className)}>
      <input
        type="checkbox"
        id={boxId}
        className={styles.nativeBox}
        onChange={onCheckedChange && ((event) => onCheckedChange(event.currentTarget.checked))}
        {...props}
      />
      <label htmlFor={boxId} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
