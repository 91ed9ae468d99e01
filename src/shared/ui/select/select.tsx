import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { cx } from '../utils/class-names';
import * as styles from './select.css';

export interface SelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  items: readonly SelectItem[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Submits the value with a surrounding form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** `id` and the ARIA props come from `FormField`, whose label names the select. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
}

export function Select({
  items,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  className,
  ...triggerProps
}: SelectProps) {
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <RadixSelect.Trigger className={cx(styles.trigger, className)} {...triggerProps}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {items.map((item) => (
              <RadixSelect.Item key={item.value} value={item.value} disabled={item.disabled} className={styles.item}>
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{item.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
