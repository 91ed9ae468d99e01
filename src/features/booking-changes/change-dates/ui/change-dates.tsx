import type { ChangeBooking } from '@machines/change-request';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BookingDateRules, BookingDto, BookingRole } from '@/entities/booking';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { changeBookingOf } from '../model/change-booking-of';
import { changeDateRulesOf, NO_DATE_RULES } from '../model/date-rules';
import { useChangeRequest } from '../model/use-change-request';
import { ChangeDatesCard, type ChangePayment } from './change-dates-card';
import { ChangeDatesDialog } from './change-dates-dialog';

export interface ChangeDatesProps {
  /** The booking with its polled order. */
  booking: BookingDto;
  role: BookingRole;
  renderPayment: (payment: ChangePayment) => ReactNode;
}

/**
 * The change of dates of one booking (#15). The renter's new dates are checked against the
 * vehicle's rules, loaded first; the owner needs none.
 */
export function ChangeDates({ booking, role, renderPayment }: ChangeDatesProps) {
  const change = changeBookingOf(booking);
  const judges = role === 'renter' && change.kind !== undefined;
  const vehicle = useQuery({ ...vehicleDetailQueries.detail(booking.assetId, null), enabled: judges });
  const unavailable = useQuery({ ...vehicleDetailQueries.unavailableDates(booking.assetId), enabled: judges });
  if (judges && (!vehicle.data || !unavailable.data)) return null;
  const rules = judges && vehicle.data && unavailable.data ? changeDateRulesOf(vehicle.data, unavailable.data, booking.fromDate) : NO_DATE_RULES;
  return <ChangeDatesRunning booking={change} role={role} rules={rules} currency={booking.currency} renderPayment={renderPayment} />;
}

interface RunningProps {
  booking: ChangeBooking;
  role: BookingRole;
  rules: BookingDateRules;
  currency: string;
  renderPayment: (payment: ChangePayment) => ReactNode;
}

function ChangeDatesRunning({ booking, role, rules, currency, renderPayment }: RunningProps) {
  const { view, send } = useChangeRequest(role, booking, rules);
  return (
    <ChangeDatesCard
      view={view}
      send={send}
      currency={currency}
      renderPayment={renderPayment}
      dialog={view.dialogOpen && <ChangeDatesDialog view={view} send={send} currency={currency} minNights={rules.minNights} />}
    />
  );
}
