import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Container } from '@/shared/ui/container';
import { StepProgress } from '@/shared/ui/step-progress';
import * as css from './booking-flow.css';

export interface BookingFlowScreenProps {
  /** The document title: the step and the vehicle (each step has its own, #23 point 9). */
  title: string;
  /** The steps by name and the current one (-1: none, e.g. on the confirmation). */
  progress: { steps: readonly string[]; current: number };
  summary: ReactNode;
  /** Beside the step on a large screen; above it, folded, on a phone. */
  large: boolean;
  children: ReactNode;
}

/** The flow's frame: where one is in the steps, the step itself, and the trip's summary. */
export function BookingFlowScreen({ title, progress, summary, large, children }: BookingFlowScreenProps) {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <title>{title}</title>
      {progress.current >= 0 && (
        <div className={css.progress}>
          <StepProgress label={t`Booking steps`} steps={progress.steps} current={progress.current} />
        </div>
      )}
      <div className={css.columns}>
        {!large && summary}
        <div className={css.main}>{children}</div>
        {large && <aside className={css.aside}>{summary}</aside>}
      </div>
    </Container>
  );
}
