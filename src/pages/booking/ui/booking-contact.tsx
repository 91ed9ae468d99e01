import { useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/entities/booking';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-page.css';

const CONFIRMED: readonly BookingDto['ecommerceStatus'][] = ['confirmed', 'active', 'ended', 'completed'];

/** 001 §6: full names and contact data only with a confirmed booking. */
export function BookingContact({ booking, role }: { booking: BookingDto; role: 'renter' | 'owner' }) {
  const { t } = useLingui();
  const other = role === 'owner' ? booking.renter : booking.owner;
  const confirmed = CONFIRMED.includes(booking.ecommerceStatus);
  return (
    <Card padding="lg" as="section" aria-labelledby="booking-contact-heading">
      <Stack gap="sm">
        <Heading level={2} size="md" id="booking-contact-heading">
          {role === 'owner' ? t`Renter` : t`Owner`}
        </Heading>
        {confirmed ? (
          <>
            <Text>{other.name ?? other.firstName}</Text>
            {other.email && (
              <Text className={css.breakAnywhere}>
                <a href={`mailto:${other.email}`}>{other.email}</a>
              </Text>
            )}
            {other.phone && (
              <Text>
                <a href={`tel:${other.phone}`}>{other.phone}</a>
              </Text>
            )}
          </>
        ) : (
          <>
            <Text>{other.firstName}</Text>
            <Text size="sm" tone="muted">{t`Contact details are shown once the booking is confirmed.`}</Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
