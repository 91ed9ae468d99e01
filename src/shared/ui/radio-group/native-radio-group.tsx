import { useId } from 'react';
import { cx } from '../utils/class-names';
import type { RadioGroupProps } from './radio-group';
import * as styles from './radio-group.css';

/**
 * The same choice as `RadioGroup`, with the browser's own radio buttons: arrow keys work the
 * same, and no Radix code (about 8 KB gzip with its helpers) has to load. For forms on pages
 * that must stay within their size budget.
 */
export function NativeRadioGroup({ label, items, orientation = 'vertical', className, value, defaultValue, onValueChange, name, disabled, required }: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className={cx(styles.group, className)}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-orientation={orientation} aria-required={required || undefined} className={styles.items}>
        {items.map((item, index) => {
          const itemId = `${id}-${index}`;
          return (
            <div key={item.value} className={styles.row}>
              <input
                type="radio"
                id={itemId}
                name={name ?? id}
                value={item.value}
                disabled={disabled || item.disabled}
                {...(value !== undefined ? { checked: value === item.value } : { defaultChecked: defaultValue === item.value })}
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(item.value);
                }}
                className={cx(styles.radio, styles.nativeRadio)}
              />
              <label htmlFor={itemId} className={styles.label}>
                {item.label}
              </label>
            </div>
          );
        })}
      </div>
    </div>
  );
}
