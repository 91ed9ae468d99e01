import { useId } from 'react';
import { FieldError } from '../form-field/form-field';
import { cx } from '../utils/class-names';
import type { CheckboxProps } from './checkbox';
import * as styles from './checkbox.css';

/**
 * The same checkbox as `Checkbox`, with the browser's own input: no Radix code has to load.
 * For forms on pages that must stay within their size budget.
 */
export function NativeCheckbox({ label, id, className, onCheckedChange, error, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const errorId = `${boxId}-error`;
  const invalid = Boolean(error);
  const box = (
    <div className={cx(styles.row, error === undefined ? className : undefined)}>
      <input
        type="checkbox"
        id={boxId}
        className={styles.nativeBox}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={onCheckedChange && ((event) => onCheckedChange(event.currentTarget.checked))}
        {...props}
      />
      <label htmlFor={boxId} className={styles.label}>
        {label}
      </label>
    </div>
  );
  // Only a box that can be refused carries the error's live region (it must exist before its text).
  if (error === undefined) return box;
  return (
    <div className={className}>
      {box}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
