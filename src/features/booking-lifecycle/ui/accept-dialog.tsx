import { Plural, useLingui } from '@lingui/react/macro';
import type { OverlappingRequest } from '@/entities/booking';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './booking-actions.css';
import type { ReasonDialogProps } from './reason-dialog';
import { useStayDates } from './stay-dates';

/**
 * "Accept the request?" (#23 point 8): accepting commits the vehicle for the dates, so the owner
 * confirms it first. Other open requests for some of the same nights are listed (001 §2
 * overlapping dates): accepting declines them, and their renters are told.
 */
export function AcceptDialog({ view, action, send }: ReasonDialogProps) {
  const { t } = useLingui();
  const stay = useStayDates();
  const busy = action.step === 'submitting';
  const { from, to } = stay(view.booking);
  const overlapping = action.conflicts?.overlapping ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && send({ type: 'DISMISS' })} title={t`Accept the request?`} closeable={!busy}>
      <div className={css.dialogBody}>
        <Text>{t`The vehicle is booked for the renter from ${from} to ${to}. The renter then has 48 hours to pay; if they do not, the booking lapses.`}</Text>
        {action.step === 'checking' && <Text role="status" tone="muted">{t`Checking other requests for these dates…`}</Text>}
        {overlapping.length > 0 && <OverlappingRequests requests={overlapping} />}
        {action.conflicts === null && (
          <div role="alert" className={css.alert}>
            <Text>{t`Other requests for these dates could not be checked. If any overlap, accepting declines them.`}</Text>
            <div className={css.buttons}>
              <Button size="sm" onClick={() => send({ type: 'RETRY' })}>
                {t`Try again`}
              </Button>
            </div>
          </div>
        )}
        <div className={css.buttons}>
          <Button type="button" onClick={() => send({ type: 'CONFIRM' })} loading={busy} disabled={action.step === 'checking'}>
            {overlapping.length > 0 ? <Plural value={overlapping.length} one="Yes, accept and decline the other" other="Yes, accept and decline the others" /> : t`Yes, accept`}
          </Button>
          <Button type="button" variant="ghost" onClick={() => send({ type: 'DISMISS' })} disabled={busy}>
            {t`Back`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function OverlappingRequests({ requests }: { requests: readonly OverlappingRequest[] }) {
  const { t } = useLingui();
  const stay = useStayDates();
  const hrefTo = useLocalizedHref();
  const count = requests.length;
  return (
    <div className={css.overlap} role="group" aria-labelledby="overlapping-requests-heading">
      <Text id="overlapping-requests-heading" weight="semibold">
        <Plural value={count} one="# other request overlaps these dates" other="# other requests overlap these dates" />
      </Text>
      <ul className={css.linkList}>
        {requests.map((request) => {
          const { from, to } = stay(request);
          const name = request.renterFirstName ?? t`A renter`;
          return (
            <li key={request.bookingId}>
              <Link to={hrefTo('booking', { id: String(request.bookingId) })}>{t`${name}, ${from} to ${to}`}</Link>
            </li>
          );
        })}
      </ul>
      <Text size="sm">
        <Plural
          value={count}
          one="Accepting this request declines it: the vehicle is then rented out, and its renter is told so."
          other="Accepting this request declines them: the vehicle is then rented out, and their renters are told so."
        />
      </Text>
    </div>
  );
}
