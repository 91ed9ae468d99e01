import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bookingKeys, canAddAdditionalDrivers, type BookingDto, type BookingRole } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { YOUNGEST_MINIMUM_AGE } from '@/entities/vehicle';
import { Card } from '@/shared/ui/card';
import { AdditionalDriversCard } from './additional-drivers-card';
import { driverActionsFor } from './driver-actions';

export interface AdditionalDriversProps {
  /** The booking with its included drivers and vehicle. */
  booking: BookingDto;
  role: BookingRole;
}

/**
 * The additional drivers of one booking (#15 point 3), wired to the API: shown while the renter may
 * add them (001 §4) or once there are any, and managed by the renter while the rule allows.
 */
export function AdditionalDrivers({ booking, role }: AdditionalDriversProps) {
  const queryClient = useQueryClient();
  const actions = useMemo(() => driverActionsFor(booking.id), [booking.id]);
  const drivers = booking.additionalDrivers ?? [];
  const editable = role === 'renter' && canAddAdditionalDrivers(booking, new Date());
  // A driver's fee is an installment of the order: both are read again after every change.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  if (!editable && drivers.length === 0) return null;
  return (
    <Card padding="lg">
      <AdditionalDriversCard
        bookingId={booking.id}
        drivers={drivers}
        editable={editable}
        minimumAge={booking.asset?.minimumAge ?? YOUNGEST_MINIMUM_AGE}
        currency={booking.currency}
        actions={actions}
        onChanged={refresh}
      />
    </Card>
  );
}
