import { useLingui } from '@lingui/react/macro';
import { cx } from '../utils/class-names';
import * as css from './step-progress.css';

export interface StepProgressProps {
  /** The steps' names in order. */
  steps: readonly string[];
  /** Index of the current step; -1 when none is current (the flow is past its steps). */
  current: number;
  /** Names the navigation landmark, e.g. "Booking steps". */
  label: string;
}

/**
 * Where one is in a multi-step flow: every step by name on a large screen, "Step 2 of 6" with a
 * bar on a phone. The current step carries `aria-current="step"`.
 */
export function StepProgress({ steps, current, label }: StepProgressProps) {
  const { t } = useLingui();
  const total = steps.length;
  const shown = current < 0 ? total : current + 1;
  const name = current >= 0 ? steps[current] : undefined;
  return (
    <nav aria-label={label} className={css.nav}>
      <div className={css.compact}>
        <p className={css.compactText}>
          {t`Step ${shown} of ${total}`}
          {name && (
            <>
              {': '}
              <span className={css.compactName}>{name}</span>
            </>
          )}
        </p>
        <div className={css.track} aria-hidden="true">
          <div className={css.fill} style={{ width: `${(shown / Math.max(total, 1)) * 100}%` }} />
        </div>
      </div>
      <ol className={css.list}>
        {steps.map((step, index) => (
          <li key={step} className={cx(css.item, index === current && css.current)} aria-current={index === current ? 'step' : undefined}>
            <span className={cx(css.bar, (current < 0 || index <= current) && css.barDone)} aria-hidden="true" />
            <span className={css.label}>{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
