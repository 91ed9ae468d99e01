import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon } from '../icons/icons';
import { FieldError } from '../form-field/form-field';
import * as styles from './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Shown under the box, tied to it (aria-invalid, aria-describedby) and announced politely. */
  error?: ReactNode;
}

export function Checkbox({ label, id, className, onCheckedChange, error, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const errorId = `${boxId}-error`;
  const invalid = Boolean(error);
  return (
    <div className={className}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={boxId}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.box}
          onCheckedChange={onCheckedChange && ((state) => onCheckedChange(state === true))}
          {...props}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
