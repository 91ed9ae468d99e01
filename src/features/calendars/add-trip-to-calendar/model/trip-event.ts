import type { BookingDto } from '@/entities/booking';
import { vehicleName, vehicleTimeZone } from '@/entities/vehicle';
import { addDays, zonedTimeToInstant } from '@/shared/lib/dates';

/** A trip as one event in the renter's own calendar. */
export interface TripEvent {
  uid: string;
  title: string;
  /** With handover times: the instants of check-in and check-out; without, whole days. */
  start: Date | string;
  end: Date | string;
  allDay: boolean;
  location: string;
  description: string;
  url: string;
  timeZone: string;
}

/**
 * The trip from check-in to check-out at the vehicle's place, in the vehicle's time zone (the
 * booking's times are the owner's local `HH:mm`). Without both times it is whole days, the last
 * one included (an all-day event's end is the day after). The renter sees the street address once
 * the owner's details are shown; before, the town.
 */
export function tripEventOf(booking: BookingDto, { title, url, describe }: { title: (vehicle: string) => string; url: string; describe: (url: string) => string }): TripEvent {
  const asset = booking.asset;
  const timeZone = vehicleTimeZone(asset?.country ?? booking.assetSnapshot.country);
  const vehicle = (asset && vehicleName({ brand: asset.brand ?? null, model: asset.model ?? null })) ?? `#${booking.assetId}`;
  const location = [asset?.address, [asset?.zipCode, asset?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const timed = Boolean(booking.timeCheckin && booking.timeCheckout);
  return {
    uid: `booking-${booking.id}@campershare`,
    title: title(vehicle),
    start: timed ? zonedTimeToInstant(booking.fromDate, booking.timeCheckin ?? '', timeZone) : booking.fromDate,
    end: timed ? zonedTimeToInstant(booking.toDate, booking.timeCheckout ?? '', timeZone) : addDays(booking.toDate, 1),
    allDay: !timed,
    location,
    description: describe(url),
    url,
    timeZone,
  };
}
