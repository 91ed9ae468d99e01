import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions, healthStatusOf, isOutage } from '@/entities/site';
import { Container } from '@/shared/ui/container';
import { ErrorIcon } from '@/shared/ui/icons';
import * as css from './outage-banner.css';

/** The warning itself, in the error style: what is wrong and what still works. */
export function OutageBannerMessage() {
  return (
    <div className={css.banner}>
      <Container className={css.content}>
        <ErrorIcon className={css.icon} />
        <p>
          <strong className={css.title}>
            <Trans>We are having technical problems.</Trans>
          </strong>{' '}
          <Trans>
            Booking, payments and messages may not work right now. You can still browse vehicles, and bookings you have already made are not affected.
            We are working on a fix.
          </Trans>
        </p>
      </Container>
    </div>
  );
}

/**
 * Spec 002 §2.13, §4.6: polls `/health.json` every 30 seconds and warns whenever the status is
 * not `ok`. A failed check is ignored: the status stays what it last was (`ok` at first).
 * The live region is always there, so a warning that appears later is announced.
 */
export function OutageBanner() {
  const { data } = useQuery(healthQueryOptions());
  // Inserted as an alert when an outage starts, so screen readers announce it; nothing otherwise.
  if (!isOutage(healthStatusOf(data))) return null;
  return (
    <div role="alert">
      <OutageBannerMessage />
    </div>
  );
}
