import { useLingui } from '@lingui/react/macro';
import type { DatesTakenBy } from '@/entities/booking';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ButtonLink, Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './booking-actions.css';
import type { ReasonDialogProps } from './reason-dialog';
import { useStayDates } from './stay-dates';

/**
 * The unavailable-dates modal (001 §2, §8 "dates unavailable"): some nights of the request are
 * taken, so it cannot be accepted. What takes them is listed where known; the owner declines the
 * request (the decline dialog, its reason chosen to fit) or frees the dates in the calendar and
 * accepts again.
 */
export function DatesUnavailableDialog({ view, action, send }: ReasonDialogProps) {
  const { t } = useLingui();
  const stay = useStayDates();
  const hrefTo = useLocalizedHref();
  const { from, to } = stay(view.booking);
  const takenBy = action.conflicts?.takenBy ?? [];
  const vehicleId = action.conflicts?.vehicleId;
  // The calendar opens on the request's month, for the vehicle when it is known.
  const calendar = hrefTo('owner-calendar', vehicleId ? { id: String(vehicleId) } : {}, { month: view.booking.fromDate.slice(0, 7) });
  return (
    <Dialog open onOpenChange={(open) => !open && send({ type: 'DISMISS' })} title={t`These dates are no longer free`}>
      <div className={css.dialogBody}>
        <Text>{t`Some nights from ${from} to ${to} are taken, so this request cannot be accepted.`}</Text>
        {takenBy.length > 0 ? (
          <div role="group" aria-labelledby="dates-taken-heading" className={css.refund}>
            <Text id="dates-taken-heading" weight="semibold">
              {t`What takes them`}
            </Text>
            <ul className={css.linkList}>
              {takenBy.map((taken) => (
                <TakenItem key={`${taken.kind}-${taken.fromDate}-${taken.kind === 'booking' ? taken.bookingId : taken.toDate}`} taken={taken} />
              ))}
            </ul>
          </div>
        ) : (
          <Text>{t`Another booking or a period blocked in your calendar now holds some of them.`}</Text>
        )}
        <Text>{t`Decline the request, or free the dates in your calendar and then accept it again.`}</Text>
        <div className={css.buttons}>
          <Button type="button" variant="danger" onClick={() => send({ type: 'DECLINE' })}>
            {t`Decline the request`}
          </Button>
          <ButtonLink to={calendar} variant="secondary">
            {t`Open the calendar`}
          </ButtonLink>
          <Button type="button" variant="ghost" onClick={() => send({ type: 'DISMISS' })}>
            {t`Back`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function TakenItem({ taken }: { taken: DatesTakenBy }) {
  const { t } = useLingui();
  const stay = useStayDates();
  const hrefTo = useLocalizedHref();
  const { from, to } = stay(taken);
  if (taken.kind === 'blocked') return <li>{t`Blocked in your calendar, ${from} to ${to}`}</li>;
  const name = taken.renterFirstName ?? t`a renter`;
  return (
    <li>
      <Link to={hrefTo('booking', { id: String(taken.bookingId) })}>{t`Booked by ${name}, ${from} to ${to}`}</Link>
    </li>
  );
}
