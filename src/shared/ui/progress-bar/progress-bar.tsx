import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Progress } from 'radix-ui';
import * as styles from './progress-bar.css';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Names the bar; defaults to "Progress". */
  label?: string;
  size?: 'sm' | 'md';
}

/** How far a task has got, with a visible label and percentage. */
export function ProgressBar({ value, max = 100, label, size = 'md' }: ProgressBarProps) {
  const { t } = useLingui();
  const labelId = useId();
  const percent = Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label ?? t`Progress`}
        </span>
        {/* The bar itself reports the value to screen readers. */}
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <Progress.Root className={styles.track({ size })} value={value} max={max} aria-labelledby={labelId}>
        <Progress.Indicator className={styles.indicator} style={{ transform: `translateX(${percent - 100}%)` }} />
      </Progress.Root>
    </div>
  );
}
