import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

/**
 * The step's Back and main button. On a phone they stay at the foot of the screen, so the main
 * action is in reach without scrolling past the step (#23 point 5's rule for every step).
 */
export function StepActions({ view, send, primary }: StepProps & { primary: ReactNode }) {
  return (
    <div className={css.actions}>
      {view.canGoBack && (
        <Button type="button" variant="secondary" disabled={view.busy} onClick={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
      )}
      <div className={css.primary}>{primary}</div>
    </div>
  );
}
