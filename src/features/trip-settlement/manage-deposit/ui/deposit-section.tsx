import { useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/entities/booking';
import { canExtendPendingAmountDeadline } from '@/entities/order';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { depositOfBooking } from '../model/deposit-of-booking';
import { DepositTimeline } from './deposit-timeline';
import { ExtendDeadlineButton } from './extend-deadline-button';
import { ReleaseDepositButton } from './release-deposit-button';

export interface DepositSectionProps {
  booking: BookingDto;
  party: 'owner' | 'renter';
  /** The page's clock; the booking is polled every 30 s, which moves the timeline on. */
  now?: Date;
}

/**
 * The deposit on the booking detail (001 §2 "release deposit", §4): its timeline for both parties,
 * and for the owner the release once the booking has ended. A cash deposit has no timeline: it is
 * handed over at check-in and back at check-out.
 */
export function DepositSection({ booking, party, now = new Date() }: DepositSectionProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const locale = useLocale();
  const deposit = depositOfBooking(booking, party, now);
  if (!deposit) return null;
  // 001 §4: a damage's amount to follow holds the deposit until its deadline (booking.depositReleaseDueAt).
  const amountDue = booking.hasPendingAmountDamages && booking.ecommerceStatus === 'ended' && booking.depositReleaseDueAt ? formatDate(booking.depositReleaseDueAt, locale) : null;
  const amount = formatMoney(deposit.amount, deposit.currency as Currency, intl);
  return (
    <Stack as="section" gap="md" aria-labelledby="deposit-heading">
      <Heading level={2} size="md" id="deposit-heading">
        {t`Deposit`}
      </Heading>
      {deposit.cashDeposit ? (
        <Text>{t`The deposit of ${amount} is paid in cash to the owner at check-in and given back at check-out, less any approved extra charges.`}</Text>
      ) : (
        <DepositTimeline deposit={deposit} party={party} />
      )}
      {amountDue && (
        <Text>
          {party === 'owner'
            ? t`Give the damage's amount by ${amountDue} (on the vehicle's damages); until then the deposit is held. Without it the deposit is returned.`
            : t`The owner gives the damage's amount by ${amountDue}; until then the deposit is held. Without it the deposit is returned.`}
        </Text>
      )}
      {party === 'owner' && canExtendPendingAmountDeadline(booking, now) && (
        <div>
          <ExtendDeadlineButton bookingId={booking.id} />
        </div>
      )}
      {deposit.releasable && (
        <div>
          <ReleaseDepositButton bookingId={booking.id} amount={amount} />
        </div>
      )}
    </Stack>
  );
}
