import { Plural, useLingui } from '@lingui/react/macro';
import { LIST_STATUS_LABELS, toLifecycleBooking, type BookingDto } from '@/features/booking-lifecycle';
import { listStatus } from '@/entities/booking';
import { vehicleName } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './bookings-page.css';

/** One booking in the list: vehicle, travel dates, the other party, the status and the total. */
export function BookingListItem({ booking, role }: { booking: BookingDto; role: 'renter' | 'owner' }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const localizedHref = useLocalizedHref();
  const lifecycle = toLifecycleBooking(booking);
  const status = booking.ecommerceStatus === 'canceled_by_owner' && booking.requestStatus === 'denied' ? 'declined' : listStatus(lifecycle);
  const name = (booking.asset && vehicleName({ brand: booking.asset.brand ?? null, model: booking.asset.model ?? null })) ?? t`Vehicle ${booking.assetId}`;
  const from = formatDate(booking.fromDate, locale);
  const to = formatDate(booking.toDate, locale);
  const other = role === 'owner' ? booking.renter.firstName : booking.owner.firstName;
  return (
    <Card as="li" padding="md">
      <div className={css.row}>
        <Link to={localizedHref('booking', { id: String(booking.id) })}>{t`${name}, ${from} – ${to}`}</Link>
        <Badge tone={status === 'confirmed' || status === 'active' ? 'brand' : 'neutral'}>{i18n._(LIST_STATUS_LABELS[status])}</Badge>
      </div>
      <div className={css.row}>
        <Text size="sm" tone="muted">
          {role === 'owner' ? t`Renter: ${other}` : t`Owner: ${other}`} · <Plural value={booking.nights} one="# night" other="# nights" />
        </Text>
        <Text size="sm">{formatMoney(booking.totalPrice, booking.currency as Currency, intl)}</Text>
      </div>
    </Card>
  );
}
