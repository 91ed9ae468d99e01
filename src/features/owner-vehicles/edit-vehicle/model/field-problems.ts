import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  EQUIPMENT_GROUPS,
  MAX_PEOPLE,
  MAX_LISTED_MASS_KG,
  OLDEST_MINIMUM_AGE,
  OLDEST_MODEL_YEAR,
  PRICING_LIMITS,
  YOUNGEST_MINIMUM_AGE,
  countProblem,
  handoverTimeProblems,
  isFieldShownForSubType,
  minimumAgeProblem,
  modelYearProblem,
  percentProblem,
  priceProblem,
  type EquipmentKey,
  type VehicleChanges,
} from '@/entities/vehicle';

export type EditorField =
  | 'subType'
  | 'brandId'
  | 'model'
  | 'modelYear'
  | 'registrationCountry'
  | 'licensePlate'
  | 'sitsNumber'
  | 'seatsWithBelt'
  | 'sleepsNumber'
  | 'registrationDate'
  | 'colour'
  | 'length'
  | 'width'
  | 'height'
  | 'curbWeight'
  | 'fueltype'
  | 'transmission'
  | 'drivingLicenseClass'
  | 'euro6Compliant'
  | 'allWheelDrive'
  | 'toiletType'
  | 'winterTyreType'
  | 'towbarSocket'
  | EquipmentKey
  | 'highWeeklyPriceWithoutCleaning'
  | 'lowWeeklyPriceWithoutCleaning'
  | 'priceHighDiscount'
  | 'priceLowDiscount'
  | 'priceHighIncrease'
  | 'priceLowIncrease'
  | 'cleaningFee'
  | 'deposit'
  | 'cashDeposit'
  | 'pricePerKilometer'
  | 'includedDistanceType'
  | 'includedDistance'
  | 'leadTime'
  | 'minBookingLengthHigh'
  | 'minBookingLengthLow'
  | 'minimumAge'
  | 'bookingMethod'
  | 'petsAllowed'
  | 'smokingAllowed'
  | 'festivalsAllowed'
  | 'childrenAllowed'
  | 'lpgIncluded'
  | 'mustEmptyWaterTank'
  | 'mustEmptyToiletCassette'
  | 'cleaningRules'
  | 'customCleaningRules'
  | 'gasTankChangeConfirmed'
  | 'cancellationPolicy'
  | 'timeCheckin'
  | 'timeCheckout'
  | 'description'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'location'
  | 'isPrivatelyOwned'
  | 'insuranceValue'
  | 'hasApprovedTrackingDevice'
  | 'currentOdometerValue'
  | 'maximumAuthorizedMass'
  | 'hasAlteredGasTank';

/** A value a step's field holds (the contract's scalar fields, and the location's map pin). */
export type FieldValue = string | number | boolean | null | { lat: number; lng: number };

/** The fields of each step, in the order the step shows them (the first refused one gets the focus). */
export const STEP_FIELDS = {
  basic: [
    'subType',
    'brandId',
    'model',
    'modelYear',
    'registrationCountry',
    'licensePlate',
    'sitsNumber',
    'seatsWithBelt',
    'sleepsNumber',
    'registrationDate',
    'colour',
    'length',
    'width',
    'height',
    'curbWeight',
    'fueltype',
    'transmission',
    'drivingLicenseClass',
    'euro6Compliant',
    'allWheelDrive',
  ],
  equipment: ['toiletType', 'winterTyreType', 'towbarSocket', ...Object.values(EQUIPMENT_GROUPS).flat()],
  pricing: [
    'highWeeklyPriceWithoutCleaning',
    'lowWeeklyPriceWithoutCleaning',
    'priceHighDiscount',
    'priceLowDiscount',
    'priceHighIncrease',
    'priceLowIncrease',
    'cleaningFee',
    'deposit',
    'cashDeposit',
    'pricePerKilometer',
    'includedDistanceType',
    'includedDistance',
    'leadTime',
    'minBookingLengthHigh',
    'minBookingLengthLow',
  ],
  rules: [
    'minimumAge',
    'bookingMethod',
    'petsAllowed',
    'smokingAllowed',
    'festivalsAllowed',
    'childrenAllowed',
    'lpgIncluded',
    'mustEmptyWaterTank',
    'mustEmptyToiletCassette',
    'cleaningRules',
    'customCleaningRules',
    'gasTankChangeConfirmed',
  ],
  cancellation: ['cancellationPolicy'],
  checkinCheckout: ['timeCheckin', 'timeCheckout'],
  availability: [],
  description: ['description'],
  activation: [],
  images: [],
  location: ['address', 'zipCode', 'city', 'location'],
  insurance: ['isPrivatelyOwned', 'insuranceValue', 'hasApprovedTrackingDevice', 'currentOdometerValue', 'maximumAuthorizedMass', 'hasAlteredGasTank'],
} as const satisfies Record<string, readonly EditorField[]>;

export type StepWithFields = keyof typeof STEP_FIELDS;

export const MODEL_YEAR_TOO_OLD = msg`The model year is too old: ${OLDEST_MODEL_YEAR} or later.`;
export const MODEL_YEAR_IN_FUTURE = msg`The model year cannot be in the future.`;
export const PLATE_USED = msg`This registration number is already used by another vehicle.`;
export const CONTACT_INFO = msg`Leave out e-mail addresses, phone numbers and other contact details.`;
export const MINIMUM_AGE_RANGE = msg`Choose an age from ${YOUNGEST_MINIMUM_AGE} to ${OLDEST_MINIMUM_AGE}.`;
export const CHECKIN_TIME_MISSING = msg`Enter the check-in time.`;
export const CHECKOUT_TIME_MISSING = msg`Enter the check-out time.`;
export const NOT_A_TIME = msg`Enter a time such as 15:00.`;
export const GAS_TANK_UNCONFIRMED = msg`Confirm the statement about the gas tank.`;
export const CLEANING_RULES_MISSING = msg`Write your cleaning rules, or choose the standard ones.`;
export const PRICE_MISSING = msg`Enter a price above zero.`;
export const DEPOSIT_MISSING = msg`Enter the deposit.`;
export const NOT_A_PRICE = msg`Enter an amount of zero or more.`;
export const DISCOUNT_RANGE = msg`Enter a percentage from ${PRICING_LIMITS.discountPercent.min} to ${PRICING_LIMITS.discountPercent.max}.`;
export const INCREASE_RANGE = msg`Enter a percentage from ${PRICING_LIMITS.increasePercent.min} to ${PRICING_LIMITS.increasePercent.max}.`;
export const NIGHTS_RANGE = msg`Enter a number of nights from ${PRICING_LIMITS.minimumNights.min} to ${PRICING_LIMITS.minimumNights.max}.`;
export const LEAD_TIME_RANGE = msg`Enter a number of days from ${PRICING_LIMITS.leadTimeDays.min} to ${PRICING_LIMITS.leadTimeDays.max}.`;
export const DISTANCE_RANGE = msg`Enter a distance from ${PRICING_LIMITS.includedKilometres.min} to ${PRICING_LIMITS.includedKilometres.max} km.`;
export const ADDRESS_MISSING = msg`Enter the street address.`;
export const ZIP_CODE_MISSING = msg`Enter the postcode.`;
export const CITY_MISSING = msg`Enter the town.`;
export const LOCATION_NOT_FOUND = msg`We could not find a map location for the given address.`;
export const ODOMETER_RANGE = msg`Enter the odometer reading in km, such as 85000.`;
export const MASS_TOO_HIGH = msg`Vehicles over ${MAX_LISTED_MASS_KG} kg cannot be listed.`;
export const NOT_A_MASS = msg`Enter the mass in kg, such as 3500.`;
export const NOT_A_SIZE = msg`Enter the size in cm, such as 699.`;
const COUNT_RANGE = msg`Enter a number from 0 to ${MAX_PEOPLE}.`;
const SUBTYPE_MISSING = msg`Choose the type of vehicle.`;

const isCount = (value: unknown) => value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PEOPLE);
const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

type Problems = Partial<Record<EditorField, MessageDescriptor>>;

/** The rules step (000 §5): the minimum renter age within 18–48, the gas tank statement, own cleaning rules written out. */
function rulesProblems(values: VehicleChanges): Problems {
  const problems: Problems = {};
  if (typeof values.minimumAge === 'number' && minimumAgeProblem(values.minimumAge)) problems.minimumAge = MINIMUM_AGE_RANGE;
  if (values.cleaningRules === 'custom' && isBlank(values.customCleaningRules)) problems.customCleaningRules = CLEANING_RULES_MISSING;
  if (values.gasTankChangeConfirmed !== true) problems.gasTankChangeConfirmed = GAS_TANK_UNCONFIRMED;
  return problems;
}

/** The pricing step: both weekly prices and the deposit set, every figure within the contract's limits. */
function pricingProblems(values: VehicleChanges): Problems {
  const problems: Problems = {};
  const shown = (field: string) => values.subType === undefined || isFieldShownForSubType(field, values.subType);
  for (const field of ['highWeeklyPriceWithoutCleaning', 'lowWeeklyPriceWithoutCleaning'] as const) {
    const problem = priceProblem(values[field], { required: true });
    if (problem) problems[field] = problem === 'missing' ? PRICE_MISSING : NOT_A_PRICE;
  }
  const deposit = priceProblem(values.deposit, { required: true });
  if (deposit) problems.deposit = deposit === 'missing' ? DEPOSIT_MISSING : NOT_A_PRICE;
  for (const field of ['cleaningFee', 'pricePerKilometer'] as const) {
    if (priceProblem(values[field], { required: false })) problems[field] = NOT_A_PRICE;
  }
  for (const field of ['priceHighDiscount', 'priceLowDiscount'] as const) {
    if (percentProblem(values[field], PRICING_LIMITS.discountPercent)) problems[field] = DISCOUNT_RANGE;
  }
  for (const field of ['priceHighIncrease', 'priceLowIncrease'] as const) {
    if (percentProblem(values[field], PRICING_LIMITS.increasePercent)) problems[field] = INCREASE_RANGE;
  }
  for (const field of ['minBookingLengthHigh', 'minBookingLengthLow'] as const) {
    if (countProblem(values[field], PRICING_LIMITS.minimumNights, { required: true })) problems[field] = NIGHTS_RANGE;
  }
  if (countProblem(values.leadTime, PRICING_LIMITS.leadTimeDays, { required: true })) problems.leadTime = LEAD_TIME_RANGE;
  const limited = shown('includedDistance') && values.includedDistanceType !== 'unlimited';
  if (limited && countProblem(values.includedDistance, PRICING_LIMITS.includedKilometres, { required: true })) problems.includedDistance = DISTANCE_RANGE;
  return problems;
}

/** The check-in and check-out step (000 §5): one time pair, both times of day. */
function handoverProblems(values: VehicleChanges): Problems {
  const found = handoverTimeProblems(values);
  const problems: Problems = {};
  if (found.timeCheckin) problems.timeCheckin = found.timeCheckin === 'missing' ? CHECKIN_TIME_MISSING : NOT_A_TIME;
  if (found.timeCheckout) problems.timeCheckout = found.timeCheckout === 'missing' ? CHECKOUT_TIME_MISSING : NOT_A_TIME;
  return problems;
}

/** The location step: the address in full, and a point on the map (found from the town, or the owner's pin). */
function locationProblems(values: VehicleChanges): Problems {
  const problems: Problems = {};
  if (isBlank(values.address)) problems.address = ADDRESS_MISSING;
  if (isBlank(values.zipCode)) problems.zipCode = ZIP_CODE_MISSING;
  if (isBlank(values.city)) problems.city = CITY_MISSING;
  else if (!values.location) problems.location = LOCATION_NOT_FOUND;
  return problems;
}

const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
/** A length in cm or a mass in kg: a whole number up to the contract's 50,000, or none. */
const isMeasure = (value: unknown) => value === null || value === undefined || (isWholeNumber(value) && (value as number) <= 50_000);

/** The insurance step (000 §5): an odometer reading in km, a mass in kg of at most 7,500. */
function insuranceProblems(values: VehicleChanges): Problems {
  const problems: Problems = {};
  const odometer = values.currentOdometerValue;
  if (odometer !== null && odometer !== undefined && (!isWholeNumber(odometer) || odometer > 10_000_000)) problems.currentOdometerValue = ODOMETER_RANGE;
  const mass = values.maximumAuthorizedMass;
  if (mass !== null && mass !== undefined) {
    if (!isWholeNumber(mass)) problems.maximumAuthorizedMass = NOT_A_MASS;
    else if (mass > MAX_LISTED_MASS_KG) problems.maximumAuthorizedMass = MASS_TOO_HIGH;
  }
  return problems;
}

/**
 * What the browser can tell before a save (000 §5): a type for a new listing, the model year, the
 * counts; and the rules of the step being saved (a step's required fields do not stop another's save).
 */
export function fieldProblems(values: VehicleChanges, { isNew, now, step = 'basic' }: { isNew: boolean; now: Date; step?: StepWithFields }): Problems {
  const problems: Problems = {};
  if (isNew && !values.subType) problems.subType = SUBTYPE_MISSING;
  const year = values.modelYear;
  if (typeof year === 'number') {
    const problem = Number.isInteger(year) ? modelYearProblem(year, now) : 'too_old';
    if (problem) problems.modelYear = problem === 'too_old' ? MODEL_YEAR_TOO_OLD : MODEL_YEAR_IN_FUTURE;
  }
  if (!isCount(values.sitsNumber)) problems.sitsNumber = COUNT_RANGE;
  if (!isCount(values.seatsWithBelt)) problems.seatsWithBelt = COUNT_RANGE;
  if (!isCount(values.sleepsNumber)) problems.sleepsNumber = COUNT_RANGE;
  for (const field of ['length', 'width', 'height'] as const) {
    if (!isMeasure(values[field])) problems[field] = NOT_A_SIZE;
  }
  if (!isMeasure(values.curbWeight)) problems.curbWeight = NOT_A_MASS;
  if (step === 'rules') Object.assign(problems, rulesProblems(values));
  if (step === 'pricing') Object.assign(problems, pricingProblems(values));
  if (step === 'checkinCheckout') Object.assign(problems, handoverProblems(values));
  if (step === 'location') Object.assign(problems, locationProblems(values));
  if (step === 'insurance') Object.assign(problems, insuranceProblems(values));
  return problems;
}
