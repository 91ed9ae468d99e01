import { useLingui } from '@lingui/react/macro';
import type { LifecycleFailure } from '@machines/booking-lifecycle';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import * as css from './booking-actions.css';

/** A failed action: what went wrong, and a retry that keeps what was chosen. */
export function ActionFailure({ failure, onRetry, onClose }: { failure: LifecycleFailure | undefined; onRetry: () => void; onClose?: () => void }) {
  const { t } = useLingui();
  const message =
    failure?.slug === 'booking_action_not_allowed' || failure?.slug === 'booking_not_cancelable'
      ? t`This is no longer possible: the booking has changed. Reload the page to see it as it is now.`
      : failure?.slug === 'owner_profile_incomplete'
        ? t`Complete your profile before accepting bookings.`
        : failure?.slug === 'id_verification_required'
          ? t`Verify your ID before accepting bookings.`
          : failure?.slug === 'booking_accept_failed'
            ? t`The booking could not be accepted.`
            : t`Something went wrong. Please try again.`;
  return (
    <div role="alert" className={css.alert}>
      <Text>{message}</Text>
      <div className={css.buttons}>
        <Button size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
        {onClose && (
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t`Close`}
          </Button>
        )}
      </div>
    </div>
  );
}
