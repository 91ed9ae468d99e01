import { validateDateChange, type BookingDateError, type DateChangeError, type DateRange } from '@/entities/booking';
import { checkAvailability, minimumNights, type AssetPeriods, type AvailabilityRules } from './availability';
import { priceBooking, type AssetPricing, type LineItem, type PriceRequest } from './pricing';

export interface ChangeRequestCostsInput {
  booking: DateRange & { id: number };
  proposed: DateRange;
  asset: AvailabilityRules & AssetPricing;
  periods: AssetPeriods;
  /** The booking's own choices (add-ons, insurance, drivers), priced again for the new dates. */
  choices: Omit<PriceRequest, 'fromDate' | 'toDate'>;
}

/** Field names as in the contract's ChangeRequestCosts; money in minor units. */
export interface ChangeRequestCosts {
  newFromDate: string;
  newToDate: string;
  nights: number;
  currentTotalPrice: number;
  newTotalPrice: number;
  /** New minus current: negative means money back. */
  difference: number;
  lineItems: LineItem[];
}

export type ChangeRequestError = DateChangeError | BookingDateError;

export type ChangeRequestCostsResult = { ok: true; costs: ChangeRequestCosts } | { ok: false; errors: ChangeRequestError[] };

// Checks about a date the change keeps are moot: an active booking may extend its end
// although its start is past, and a kept start or end needs no new weekday check.
const START_CHECKS: readonly BookingDateError[] = ['in_the_past', 'lead_time', 'checkin_weekday_unavailable'];
const END_CHECKS: readonly BookingDateError[] = ['checkout_weekday_unavailable'];

/**
 * Validates new dates for a booking (001 §5) and prices them against the current ones.
 * The change must differ and not shorten below the minimum nights (of the new start's
 * season); the new range must be available apart from the booking itself. Both ranges
 * are priced with today's prices and the booking's choices, so the difference shows
 * the effect of the dates alone.
 */
export function changeRequestCosts(input: ChangeRequestCostsInput, now: Date): ChangeRequestCostsResult {
  const { booking, proposed, asset } = input;
  const changeErrors = validateDateChange(booking, proposed, minimumNights(asset, proposed.fromDate));
  if (changeErrors.includes('dates_unchanged') || changeErrors.includes('end_before_start')) return { ok: false, errors: changeErrors };

  const moot = [
    'too_short',
    ...(proposed.fromDate === booking.fromDate ? START_CHECKS : []),
    ...(proposed.toDate === booking.toDate ? END_CHECKS : []),
  ];
  const availabilityErrors = checkAvailability(asset, input.periods, proposed, now, { exceptBookingId: booking.id }).filter((e) => !moot.includes(e));
  const errors = [...changeErrors, ...availabilityErrors];
  if (errors.length > 0) return { ok: false, errors };

  const current = priceBooking(asset, { ...input.choices, fromDate: booking.fromDate, toDate: booking.toDate });
  const next = priceBooking(asset, { ...input.choices, ...proposed });
  return {
    ok: true,
    costs: {
      newFromDate: proposed.fromDate,
      newToDate: proposed.toDate,
      nights: next.nights,
      currentTotalPrice: current.total,
      newTotalPrice: next.total,
      difference: next.total - current.total,
      lineItems: next.lineItems,
    },
  };
}
