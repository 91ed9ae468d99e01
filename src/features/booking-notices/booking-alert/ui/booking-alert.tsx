import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { bookingAlertOf, toBooking, type BookingAlert as Alert, type BookingDto, type BookingRole } from '@/entities/booking';
import { useLocaleInfo } from '@/shared/i18n';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { alertSeen } from '../model/alert-seen';

export interface BookingAlertProps {
  booking: BookingDto;
  party: BookingRole;
  /** The moment the page judges by; tests and stories pass a fixed one. */
  now?: Date;
}

/**
 * The one alert a booking's page opens with when its party must act soon (001 §2, §9): once per
 * booking and kind in this browser. It waits for any other modal (the Dialog's turn rules).
 */
export function BookingAlert({ booking, party, now }: BookingAlertProps) {
  // Judged once on opening the page: the 30 s poll must not open it again after it was closed.
  const [alert] = useState(() => {
    const found = bookingAlertOf(toBooking(booking, []), party, booking.renter.isIdVerified, now ?? new Date());
    return found && !alertSeen.has(booking.id, found.kind) ? found : undefined;
  });
  const [open, setOpen] = useState(alert !== undefined);
  if (!alert) return null;
  const close = (next: boolean) => {
    if (next) return;
    alertSeen.add(booking.id, alert.kind);
    setOpen(false);
  };
  return <BookingAlertDialog alert={alert} open={open} onOpenChange={close} />;
}

function BookingAlertDialog({ alert, open, onOpenChange }: { alert: Alert; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const { pathname } = useLocation();
  const deadline = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(alert.deadline);
  const checkIn = new Intl.DateTimeFormat(intl, { dateStyle: 'medium' }).format(alert.deadline);
  const words = {
    answerRequest: { title: t`Answer this request soon`, text: t`Accept or decline by ${deadline}. After that the request expires and the renter looks elsewhere.` },
    payBooking: { title: t`Pay to confirm your booking`, text: t`Pay by ${deadline}. After that the booking expires and the dates are free again.` },
    verifyId: { title: t`Verify your ID before check-in`, text: t`Your trip starts on ${checkIn}. The owner hands over the vehicle only once your ID is verified, and the review can take 2 working days.` },
  }[alert.kind];
  return (
    <Dialog open={open} onOpenChange={(next) => onOpenChange(next)} size="sm" title={words.title}>
      <Stack gap="md">
        <Text>{words.text}</Text>
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          {alert.kind === 'verifyId' ? (
            <>
              <DialogClose asChild>
                <Button variant="secondary">{t`Not now`}</Button>
              </DialogClose>
              <ButtonLink to={hrefTo('verify-id', {}, { return: pathname })} onClick={() => onOpenChange(false)}>
                {t`Verify my ID`}
              </ButtonLink>
            </>
          ) : (
            <DialogClose asChild>
              <Button>{t`Got it`}</Button>
            </DialogClose>
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}
