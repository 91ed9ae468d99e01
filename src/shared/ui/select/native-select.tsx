import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../utils/class-names';
import { useEditBeforeHydration } from '../utils/use-edit-before-hydration';
import type { SelectProps } from './select';
import * as styles from './select.css';

/**
 * The same choice as `Select`, as the browser's own `<select>`: no popup code to load (the
 * Radix select with its positioning library is about 30 KB gzip), and the phone's own picker.
 * For forms on pages that must stay within their size budget.
 */
export function NativeSelect({ items, placeholder, value, defaultValue, onValueChange, className, ...props }: SelectProps) {
  const isPlaceholder = (value ?? defaultValue ?? '') === '';
  const ref = useEditBeforeHydration<HTMLSelectElement>(value);
  return (
    <span className={styles.nativeWrapper}>
      <select
        {...props}
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => onValueChange?.(event.target.value)}
        className={cx(styles.trigger, styles.native, className)}
        data-placeholder={isPlaceholder ? '' : undefined}
      >
        {/* Only while nothing is chosen, and then named: a hidden blank option is still an unnamed
            option in the accessibility tree (issue #26). */}
        {isPlaceholder && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {items.map((item) => (
          <option key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.nativeIcon} aria-hidden="true" />
    </span>
  );
}
