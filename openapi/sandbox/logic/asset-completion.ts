import type { components } from '@openapi/generated/schema';
import type { AssetRow } from '../store/rows';

type InfoStatuses = components['schemas']['AssetInfoStatuses'];

const filled = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * The completion flag of each vehicle editor section (000 §3, §4), read from the
 * fields the section edits. The spec names the sections, not their required fields,
 * so these are ours: what a renter needs to see before a vehicle can be published.
 */
export function infoStatusesOf(asset: AssetRow, imageCount: { main: number }): InfoStatuses {
  const motorised = asset.subType !== 'caravan';
  return {
    basic: [asset.brandId, asset.model, asset.modelYear, asset.licensePlate, asset.sleepsNumber].every(filled) && (!motorised || filled(asset.sitsNumber)),
    location: [asset.city, asset.address, asset.zipCode, asset.location].every(filled),
    insurance: asset.hasPlatformInsurance || filled(asset.insuranceCompany),
    equipment: filled(asset.toiletType) && filled(asset.winterTyreType),
    rules: asset.minimumAge >= 18 && asset.gasTankChangeConfirmed,
    // 000 §5: at least one check-in and check-out time pair must be set.
    checkinCheckout: filled(asset.timeCheckin) && filled(asset.timeCheckout),
    cancellation: filled(asset.cancellationPolicy),
    // 000 §5: at least one main photo is required.
    images: imageCount.main > 0,
    pricing: asset.highWeeklyPriceWithoutCleaning > 0 && asset.lowWeeklyPriceWithoutCleaning > 0 && asset.deposit > 0,
    availability: asset.minBookingLengthHigh >= 1 && asset.minBookingLengthLow >= 1,
    description: filled(asset.description),
    activation: asset.activationCount > 0,
  };
}

/** Every section but activation is complete: the vehicle can be published. */
export const isCompleted = (statuses: InfoStatuses): boolean =>
  Object.entries(statuses).every(([section, done]) => section === 'activation' || done);
