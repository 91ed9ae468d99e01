import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/class-names';
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
}

export function Checkbox({ label, id, className, onCheckedChange, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cx(styles.row, className)}>
      <RadixCheckbox.Root
        id={boxId}
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
  );
}
