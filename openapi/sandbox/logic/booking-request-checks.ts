import type { components } from '@openapi/generated/schema';
import { MAX_BOOKING_NIGHTS, type BookingDateError } from '@/entities/booking';
import { checkAvailability, minimumNights, type AvailabilityOptions } from '../rules/availability';
import { todayOf } from '../rules/calendar';
import { ApiError, conflict, forbidden, invalid, unprocessable } from '../http/api-error';
import type { AssetRow, UserRow } from '../store/rows';
import type { Store } from '../store/store';
import { assetPeriods } from './asset-periods';
import { holdsContactInfo } from '@/entities/user';
import { offersInsuranceAddon } from './insurance';
import { ageOn, isConsideredSwiss } from './user-profile';
import { COUNTRIES } from '../seed/words/places';

type S = components['schemas'];

/** 001 §5, §8: who may send a request at all (owners never; blocked or rejected renters not). */
export function checkRenter(renter: UserRow): void {
  if (renter.role === 'owner') throw forbidden('Owners cannot send booking requests.', 'owner_cannot_book');
  if (renter.role !== 'renter' && renter.role !== 'admin') throw forbidden('Only renters send booking requests.');
  if (renter.registerCheckPassed === false) throw forbidden('The booking is blocked by a register check. Contact support.', 'booking_blocked');
  if (renter.creditReportResult === 'blocked') throw forbidden('The credit report is blocked.', 'credit_report_blocked');
  if (renter.creditReportResult === 'rejected' || renter.creditReportResult === 'remarks') throw forbidden('The credit check did not pass.', 'credit_report_rejected');
  if (!Object.hasOwn(COUNTRIES, renter.country)) throw unprocessable('country_of_residence_not_supported', 'Country of residence not supported.');
}

/**
 * The dates against the vehicle's availability rules (001 §5): malformed or past
 * ranges are 422, too short or too long 422 with their slugs, taken dates 409.
 */
export function checkDates(store: Store, asset: AssetRow, range: { fromDate: string; toDate: string }, now: Date, options: AvailabilityOptions = {}): void {
  const errors = checkAvailability(asset, assetPeriods(store, asset.id), range, now, options);
  const has = (error: BookingDateError) => errors.includes(error);
  if (has('end_before_start')) throw invalid({ toDate: ['The end date must be after the start date.'] });
  if (has('in_the_past')) throw invalid({ fromDate: [`The start date must be today (${todayOf(now)}) or later.`] });
  if (has('lead_time')) throw invalid({ fromDate: [`The vehicle must be booked ${asset.leadTime} days ahead.`] });
  if (has('too_short')) {
    const min = minimumNights(asset, range.fromDate);
    throw unprocessable('booking_too_short', `The booking is too short: at least ${min} nights.`, { toDate: [`At least ${min} nights.`] });
  }
  if (has('too_long')) throw unprocessable('booking_too_long', `The booking is too long: at most ${MAX_BOOKING_NIGHTS} nights.`, { toDate: [`At most ${MAX_BOOKING_NIGHTS} nights.`] });
  if (has('dates_unavailable')) throw conflict('dates_unavailable', 'The selected dates are not available. Refresh and retry.');
  if (has('checkin_weekday_unavailable')) throw conflict('dates_unavailable_for_checkin', 'Check-in is not possible on this weekday.');
  if (has('checkout_weekday_unavailable')) throw conflict('dates_unavailable_for_checkout', 'Check-out is not possible on this weekday.');
}

/** The request's confirmations, message and choices (001 §5). */
export function checkRequest(store: Store, asset: AssetRow, renter: UserRow, body: S['BookingRequest'], now: Date): void {
  if (holdsContactInfo(body.message)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed in the message.', { message: ['Contact information is not allowed.'] });
  if (!body.drivingLicenseConfirmed) throw unprocessable('driving_license_confirmation_required', 'We need your confirmation for the insurance.', { drivingLicenseConfirmed: ['We need your confirmation for the insurance.'] });
  if (asset.subType === 'caravan' && !body.caravanTowingConfirmed) throw unprocessable('caravan_towing_confirmation_required', 'Confirm that your licence allows towing the caravan.', { caravanTowingConfirmed: ['Required for caravans.'] });
  if (renter.birthDate && ageOn(renter.birthDate, todayOf(now)) < asset.minimumAge) throw unprocessable('minimum_age_not_met', `The minimum age for this vehicle is ${asset.minimumAge}.`);
  // 001 §5: the Swiss insurer insures renters living in Switzerland or Liechtenstein only.
  if (asset.hasPlatformInsurance && asset.insuranceVendor === 'baloise' && !isConsideredSwiss(renter.country)) {
    throw unprocessable('insurance_limited_to_swiss_residents', 'The insurance of this vehicle is limited to residents of Switzerland and Liechtenstein.');
  }
  const offered = store.ownerAddons.by('assetId', asset.id);
  const errors: Record<string, string[]> = {};
  (body.addons ?? []).forEach((choice, index) => {
    const addon = offered.find((a) => a.key === choice.key);
    if (!addon) errors[`addons.${index}.key`] = ['The owner does not offer this add-on.'];
    else if ((choice.quantity ?? 1) > addon.quantity) errors[`addons.${index}.quantity`] = [`At most ${addon.quantity}.`];
  });
  const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  if (body.insuranceKey && vendor !== 'omocom') errors['insuranceKey'] = ['This vehicle has no platform insurance plans.'];
  (body.insuranceAddons ?? []).forEach((kind, index) => {
    if (!vendor || !offersInsuranceAddon(vendor, kind)) errors[`insuranceAddons.${index}`] = ['This insurance add-on is not available for the vehicle.'];
  });
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', errors);
}
