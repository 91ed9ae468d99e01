import { useId, type ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { FieldError } from '../form-field/form-field';
import * as styles from './radio-group.css';

export interface RadioItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Names the group, like a fieldset legend. */
  label: ReactNode;
  items: readonly RadioItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  /** Shown under the choices, tied to the group (aria-invalid, aria-describedby) and announced politely. */
  error?: ReactNode;
}

/** One choice among a few visible options; arrow keys move the selection. */
export function RadioGroup({ label, items, orientation = 'vertical', className, error, ...props }: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  return (
    <div className={className}>
      <div className={styles.group}>
        <span id={labelId} className={styles.legend}>
          {label}
        </span>
        <RadixRadioGroup.Root
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          orientation={orientation}
          className={styles.items}
          {...props}
        >
          {items.map((item, index) => {
            const itemId = `${id}-${index}`;
            return (
              <div key={item.value} className={styles.row}>
                <RadixRadioGroup.Item id={itemId} value={item.value} disabled={item.disabled} className={styles.radio}>
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                <label htmlFor={itemId} className={styles.label}>
                  {item.label}
                </label>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
