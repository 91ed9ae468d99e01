import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cx } from '../utils/class-names';
import * as styles from './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (use `Checkbox` for choices submitted with a form). */
export function Switch({ label, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={cx(styles.row, className)}>
      <RadixSwitch.Root id={switchId} className={styles.track} {...props}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={switchId} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
