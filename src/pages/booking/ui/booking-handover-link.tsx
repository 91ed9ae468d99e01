import { useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/entities/booking';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Card } from '@/shared/ui/card';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';

/**
 * The way to the check-in (from the start day of a confirmed booking) and to the check-out (while
 * it is active), for both parties: the handover's pages say what each may do there.
 */
export function BookingHandoverLink({ booking }: { booking: BookingDto }) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const checkin = booking.ecommerceStatus === 'confirmed' && (booking.isCheckinOpen ?? false);
  const checkout = booking.ecommerceStatus === 'active' && !booking.checkoutApprovedAt;
  const route = checkin ? 'booking-checkin' : 'booking-checkout';
  if ((!checkin && !checkout) || !isAvailable(route)) return null;
  return (
    <Card padding="lg">
      <Text>{checkin ? t`The trip starts today: check in together at the vehicle.` : t`Check out together when the vehicle is returned.`}</Text>
      <ButtonLink size="lg" to={hrefTo(route, { id: String(booking.id) })}>
        {checkin ? t`Go to the check-in` : t`Go to the check-out`}
      </ButtonLink>
    </Card>
  );
}
