import { useLingui } from '@lingui/react/macro';
import { progressStepLabel, statusViewOf, type Booking, type BookingRole } from '@/entities/booking';
import { progressTrail } from '../model/progress-trail';
import * as css from './booking-page.css';

/** The progress bar of 001 §2 as an ordered list, from the role's status table; the current step is marked for screen readers. */
export function BookingProgress({ booking, role }: { booking: Booking; role: BookingRole }) {
  const { t, i18n } = useLingui();
  const step = statusViewOf(role, booking).progress;
  const trail = progressTrail(step, booking.isAccepted, booking.ecommerceStatus === 'canceled_by_renter' && booking.paidAmount > 0 && booking.isAccepted);
  return (
    <ol className={css.trail} aria-label={t`Booking progress`}>
      {trail.map(({ step: s, state }) => (
        <li key={s} className={css.step} data-state={state} {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}>
          {progressStepLabel(i18n, s)}
        </li>
      ))}
    </ol>
  );
}
