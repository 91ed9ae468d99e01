import type { components } from '@openapi/generated/schema';
import { MAX_LISTED_MASS_KG, REGISTRATION_COUNTRIES, insuranceEligibility, modelYearProblem } from '@/entities/vehicle';
import { ApiError, conflict, unprocessable } from '../http/api-error';
import type { AssetRow, UserRow } from '../store/rows';
import type { Store } from '../store/store';
import { infoStatusesOf, isCompleted } from './asset-completion';
import { holdsContactInfo } from '@/entities/user';
import { platformInsuranceVendorOf } from './insurance';
import { isConsideredSwiss } from './user-profile';

type S = components['schemas'];
type Attributes = S['AssetAttributes'];

/** A new vehicle's draft: the owner's country and currency, nothing filled in yet, strict policy as the fallback. */
export function newAssetRow(owner: UserRow, subType: S['AssetSubType'], now: Date): Omit<AssetRow, 'id'> {
  const at = now.toISOString();
  return {
    ownerId: owner.id, type: 'vehicle', subType, vehicleType: null, brandId: null, model: null, modelYear: null, licensePlate: null,
    country: owner.country, city: null, address: null, zipCode: null, location: null, currency: owner.currency, description: null,
    insuranceValue: null, isPrivatelyOwned: !owner.isOrganization, hasApprovedTrackingDevice: false, hasAlteredGasTank: false, gasTankChangeConfirmed: false,
    length: null, width: null, height: null, curbWeight: null, maximumAuthorizedMass: null, currentOdometerValue: null,
    sitsNumber: null, seatsWithBelt: null, sleepsNumber: null, drivingLicenseClass: null, transmission: null, fueltype: null,
    allWheelDrive: false, euro6Compliant: false, winterized: false, winterTyreType: 'none', toiletType: 'none', towbarSocket: null,
    colour: null, registrationDate: null, registrationCountry: owner.country, cancellationPolicy: 'strict', minimumAge: 21,
    minBookingLengthHigh: 1, minBookingLengthLow: 1, timeCheckin: null, timeCheckout: null, checkinWeekdays: [], checkoutWeekdays: [],
    petsAllowed: false, smokingAllowed: false, festivalsAllowed: false, childrenAllowed: true, lpgIncluded: false,
    mustEmptyWaterTank: false, mustEmptyToiletCassette: false, cleaningRules: 'default', customCleaningRules: null,
    insuranceCompany: null, insuranceIncludesRoadsideAssistance: false, deductible: null, maximumDeductible: null,
    bookingMethod: 'binding', leadTime: 1, cashDeposit: false, deposit: 0, cleaningFee: null, pricePerKilometer: null,
    includedDistance: null, includedDistanceType: 'unlimited', highWeeklyPriceWithoutCleaning: 0, lowWeeklyPriceWithoutCleaning: 0,
    priceHighDiscount: 0, priceLowDiscount: 0, priceHighIncrease: 0, priceLowIncrease: 0,
    refrigerator: false, freezer: false, fullyEquippedKitchen: false, oven: false, stove: false, microwaveOven: false, coffeeMachine: false,
    hotWater: false, shower: false, gps: false, backupCamera: false, parkingSensors: false, airConditionDriving: false,
    towbarSocketAdapter: false, towingMirrors: false, bicycleCarrier: false, towbar: false, mover: false, solarPanel: false,
    awning: false, awningCarpet: false, marquis: false, outdoorFurniture: false, barbequeGrill: false, airCondition: false,
    auxPort: false, bluetoothAudio: false, cdPlayer: false, tv: false, heating: false, floorHeating: false, childSafetySeat: false,
    blackoutCurtain: false, blinds: false, mosquitoNet: false, pillowsAndBlanketsIncluded: false, bedLinenIncluded: false,
    status: 'draft', isActive: false, activationCount: 0, firstActivationAt: null, deactivationReason: null, blockReason: null,
    hasPlatformInsurance: false, insuranceVendor: null, isFeatured: false, createdAt: at, updatedAt: at, reviewCount: 0, ratingSum: 0,
  };
}

/**
 * Platform insurance is on when the vehicle qualifies (entities/vehicle) in an insured
 * country and the owner has not confirmed own cover (an `insuranceCompany` set).
 */
export function applyPlatformInsurance(asset: AssetRow): void {
  const vendor = platformInsuranceVendorOf(asset.country);
  const eligible = insuranceEligibility({ ...asset, isConsideredSwiss: isConsideredSwiss(asset.country) }).eligible;
  asset.hasPlatformInsurance = vendor !== null && eligible && asset.insuranceCompany === null;
  asset.insuranceVendor = asset.hasPlatformInsurance ? vendor : null;
}

/** 000 §5 checks of the editable fields, beyond the contract's schema. */
export function checkAttributes(store: Store, asset: Pick<AssetRow, 'id' | 'registrationCountry' | 'country'> | null, change: Attributes, now: Date): void {
  // 000 §5: the same rule as the editor's (entities/vehicle).
  const yearProblem = change.modelYear === undefined || change.modelYear === null ? undefined : modelYearProblem(change.modelYear, now);
  if (yearProblem === 'in_future') throw unprocessable('model_year_in_future', 'The model year is in the future.', { modelYear: ['The model year is in the future.'] });
  if (yearProblem === 'too_old') throw unprocessable('model_year_too_old', 'The model year is too old.', { modelYear: ['The model year is too old.'] });
  const registered = change.registrationCountry;
  if (registered && !(REGISTRATION_COUNTRIES as readonly string[]).includes(registered)) {
    throw unprocessable('validation_failed', 'Vehicles can be registered in SE, NO, DK, FI, CH and LI only.', { registrationCountry: ['Not a supported country of registration.'] });
  }
  if ((change.maximumAuthorizedMass ?? 0) > MAX_LISTED_MASS_KG) throw unprocessable('maximum_authorized_mass_too_high', 'Vehicles over 7,500 kg cannot be listed.');
  for (const field of ['description', 'customCleaningRules'] as const) {
    const text = change[field];
    if (text && holdsContactInfo(text)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed in free text.', { [field]: ['Contact information is not allowed.'] });
  }
  const plate = change.licensePlate?.replace(/[\s-]/g, '').toUpperCase();
  if (plate) {
    const country = change.registrationCountry ?? asset?.registrationCountry ?? asset?.country;
    const taken = store.assets.find((other) => other.id !== asset?.id && other.registrationCountry === country && other.licensePlate?.replace(/[\s-]/g, '').toUpperCase() === plate);
    if (taken) throw conflict('registration_number_used', 'This registration number is already used by another vehicle.');
  }
}

/** Publishes a vehicle whose sections are complete (000 §4); a blocked owner or vehicle cannot. */
export function activate(store: Store, asset: AssetRow, now: Date): void {
  if (asset.blockReason === 'declined_bookings') throw new ApiError(403, 'vehicle_deactivated_declined_bookings', 'The vehicle was deactivated for declined bookings. Contact support.');
  if (asset.blockReason === 'terms_violation') throw new ApiError(403, 'vehicle_deactivated_terms_violation', 'The vehicle was deactivated for a terms violation.');
  const statuses = infoStatusesOf(asset, { main: store.assetImages.by('assetId', asset.id).filter((i) => i.viewType === 'main').length });
  if (!isCompleted(statuses)) {
    const missing = Object.entries(statuses).filter(([section, done]) => section !== 'activation' && !done).map(([section]) => section);
    throw unprocessable('vehicle_activation_failed', `The vehicle is not complete: ${missing.join(', ')}.`, Object.fromEntries(missing.map((s) => [s, ['This section is not complete.']])));
  }
  Object.assign(asset, { isActive: true, status: 'published', activationCount: asset.activationCount + 1, firstActivationAt: asset.firstActivationAt ?? now.toISOString(), deactivationReason: null });
}
