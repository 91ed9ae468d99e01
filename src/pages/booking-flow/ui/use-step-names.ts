import { useLingui } from '@lingui/react/macro';
import type { FlowStep } from '@machines/booking-request';

/** The booking flow's steps by name, for the progress indicator. */
export function useStepNames(): Record<FlowStep | 'error', string> {
  const { t } = useLingui();
  return {
    dates: t`Dates`,
    'about-you': t`About you`,
    customize: t`Extras`,
    insurance: t`Insurance`,
    login: t`Account`,
    'verify-id': t`ID check`,
    purchase: t`Review and pay`,
    confirmation: t`Done`,
    error: t`Not possible`,
  };
}
