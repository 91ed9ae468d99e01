import type { components } from '@openapi/generated/schema';
import { insuranceEligibility } from '@/entities/vehicle';
import { insuranceBandOf, planDeductible, platformInsuranceVendorOf, BALOISE_DEDUCTIBLE_CHF } from '../logic/insurance';
import { fromEuroMinor, UNITS_PER_EURO } from '../logic/money';
import { isMotorisedModel } from '../logic/vehicle-kind';
import type { AssetRow, BrandRow, UserRow } from '../store/rows';
import type { Random } from './prng';
import { digits, type SeedContext } from './seed-context';
import { COUNTRIES, NORDIC_COUNTRIES, SWISS_COUNTRIES, type SandboxCountry, type Town } from './words/places';
import { fill, TEXTS } from './words/texts';
import { COLOURS, CUSTOM_CLEANING_RULES, OWN_INSURERS, PLATE_CODES } from './words/vehicles';

type S = components['schemas'];
type SubType = S['AssetSubType'];
type Equipment = Required<S['AssetEquipment']>;


// Likelihood of each equipment flag on a motorhome; other subtypes scale or zero it
// (000 §5: caravans hide gps, cameras, sensors, towbar and child seat; motorised
// vehicles hide movers, towing mirrors and socket adapters).
const MOTORHOME_EQUIPMENT: Readonly<Record<keyof Equipment, number>> = {
  refrigerator: 0.97,
  freezer: 0.5,
  fullyEquippedKitchen: 0.85,
  oven: 0.2,
  stove: 0.95,
  microwaveOven: 0.2,
  coffeeMachine: 0.3,
  hotWater: 0.9,
  shower: 0.85,
  gps: 0.5,
  backupCamera: 0.6,
  parkingSensors: 0.3,
  airConditionDriving: 0.85,
  towbarSocketAdapter: 0,
  towingMirrors: 0,
  bicycleCarrier: 0.6,
  towbar: 0.3,
  mover: 0,
  solarPanel: 0.4,
  awning: 0.85,
  awningCarpet: 0.3,
  marquis: 0.2,
  outdoorFurniture: 0.7,
  barbequeGrill: 0.3,
  airCondition: 0.2,
  auxPort: 0.5,
  bluetoothAudio: 0.6,
  cdPlayer: 0.2,
  tv: 0.35,
  heating: 0.98,
  floorHeating: 0.15,
  childSafetySeat: 0.3,
  blackoutCurtain: 0.7,
  blinds: 0.8,
  mosquitoNet: 0.8,
  pillowsAndBlanketsIncluded: 0.5,
  bedLinenIncluded: 0.4,
};

const EQUIPMENT_OVERRIDES: Readonly<Record<SubType, Partial<Record<keyof Equipment, number>>>> = {
  motorhome: {},
  campervan: { shower: 0.3, oven: 0.05, tv: 0.1, solarPanel: 0.3, awning: 0.6, floorHeating: 0.05, freezer: 0.2, fullyEquippedKitchen: 0.7 },
  caravan: {
    gps: 0,
    backupCamera: 0,
    parkingSensors: 0,
    childSafetySeat: 0,
    towbar: 0,
    airConditionDriving: 0,
    auxPort: 0,
    bluetoothAudio: 0.2,
    cdPlayer: 0,
    bicycleCarrier: 0.3,
    towbarSocketAdapter: 0.5,
    towingMirrors: 0.6,
    mover: 0.5,
    oven: 0.4,
    shower: 0.6,
    floorHeating: 0.3,
  },
  other_camper: { shower: 0.2, oven: 0.05, tv: 0.05, freezer: 0.1, awning: 0.5, hotWater: 0.4, gps: 0.3, backupCamera: 0.3 },
};

function equipmentOf(random: Random, subType: SubType): Equipment {
  const overrides = EQUIPMENT_OVERRIDES[subType];
  const has = (flag: keyof Equipment): boolean => random.chance(overrides[flag] ?? MOTORHOME_EQUIPMENT[flag]);
  // Spelt out (rather than built from the table's entries) so every row has the same object shape.
  return {
    refrigerator: has('refrigerator'),
    freezer: has('freezer'),
    fullyEquippedKitchen: has('fullyEquippedKitchen'),
    oven: has('oven'),
    stove: has('stove'),
    microwaveOven: has('microwaveOven'),
    coffeeMachine: has('coffeeMachine'),
    hotWater: has('hotWater'),
    shower: has('shower'),
    gps: has('gps'),
    backupCamera: has('backupCamera'),
    parkingSensors: has('parkingSensors'),
    airConditionDriving: has('airConditionDriving'),
    towbarSocketAdapter: has('towbarSocketAdapter'),
    towingMirrors: has('towingMirrors'),
    bicycleCarrier: has('bicycleCarrier'),
    towbar: has('towbar'),
    mover: has('mover'),
    solarPanel: has('solarPanel'),
    awning: has('awning'),
    awningCarpet: has('awningCarpet'),
    marquis: has('marquis'),
    outdoorFurniture: has('outdoorFurniture'),
    barbequeGrill: has('barbequeGrill'),
    airCondition: has('airCondition'),
    auxPort: has('auxPort'),
    bluetoothAudio: has('bluetoothAudio'),
    cdPlayer: has('cdPlayer'),
    tv: has('tv'),
    heating: has('heating'),
    floorHeating: has('floorHeating'),
    childSafetySeat: has('childSafetySeat'),
    blackoutCurtain: has('blackoutCurtain'),
    blinds: has('blinds'),
    mosquitoNet: has('mosquitoNet'),
    pillowsAndBlanketsIncluded: has('pillowsAndBlanketsIncluded'),
    bedLinenIncluded: has('bedLinenIncluded'),
  };
}

interface Build {
  length: [number, number];
  width: [number, number];
  height: [number, number];
  curbWeight: [number, number];
  sits: readonly number[];
  sleeps: [number, number];
  /** Weekly high-season price range in euros. */
  weeklyEuro: [number, number];
  /** Vehicle value range in euros (for the insured-value band). */
  valueEuro: [number, number];
}

const BUILDS: Readonly<Record<SubType, Build>> = {
  motorhome: { length: [599, 885], width: [220, 235], height: [275, 310], curbWeight: [2_800, 4_300], sits: [4, 4, 4, 5, 6], sleeps: [2, 6], weeklyEuro: [1_050, 1_700], valueEuro: [35_000, 110_000] },
  campervan: { length: [490, 640], width: [190, 205], height: [195, 285], curbWeight: [2_100, 3_000], sits: [4, 4, 5], sleeps: [2, 4], weeklyEuro: [850, 1_400], valueEuro: [30_000, 75_000] },
  caravan: { length: [500, 880], width: [220, 250], height: [250, 270], curbWeight: [900, 1_900], sits: [], sleeps: [2, 7], weeklyEuro: [330, 650], valueEuro: [10_000, 45_000] },
  other_camper: { length: [380, 700], width: [180, 230], height: [150, 300], curbWeight: [600, 3_200], sits: [2, 4], sleeps: [2, 4], weeklyEuro: [420, 1_000], valueEuro: [8_000, 60_000] },
};

/** A weekly price in the vehicle's currency, rounded as owners set them (SEK 50 or EUR 5 steps). */
function weeklyPrice(euro: number, currency: S['Currency']): number {
  const step = currency === 'eur' || currency === 'chf' ? 5 : 50;
  return Math.round((euro * UNITS_PER_EURO[currency]) / step) * step * 100;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUWXYZ';
const letters = (random: Random, count: number): string => Array.from({ length: count }, () => LETTERS.charAt(random.int(0, LETTERS.length - 1))).join('');

export function licensePlateOf(random: Random, country: SandboxCountry, town: Town): string {
  const code = PLATE_CODES[town.name] ?? 'FL';
  switch (country) {
    case 'SE':
      return `${letters(random, 3)} ${digits(random, '##')}${random.chance(0.5) ? letters(random, 1) : digits(random, '#')}`;
    case 'NO':
      return `${letters(random, 2)} ${digits(random, '#####')}`;
    case 'FI':
      return `${letters(random, 3)}-${digits(random, '###')}`;
    case 'DK':
      return `${letters(random, 2)} ${digits(random, '## ###')}`;
    case 'DE':
      return `${code}-${letters(random, 2)} ${random.int(1, 9999)}`;
    case 'AT':
      return `${code}-${random.int(100, 99999)}${letters(random, 1)}`;
    case 'CH':
      return `${code} ${random.int(10000, 999999)}`;
    case 'LI':
      return `FL ${random.int(1000, 99999)}`;
  }
}

export interface VehicleSpec {
  owner: UserRow;
  brand: BrandRow;
  subType: SubType;
  model: string;
  town: Town;
  createdAt: string;
  status: S['AssetStatus'];
}

/** Every attribute of a vehicle, plausible for its subtype, age, country and owner. */
export function vehicleAttributes(ctx: SeedContext, spec: VehicleSpec): Omit<AssetRow, 'id'> {
  const { random } = ctx;
  const country = spec.owner.country as SandboxCountry;
  const profile = COUNTRIES[country];
  const build = BUILDS[spec.subType];
  const motorised = isMotorisedModel(spec.subType, spec.model);
  const caravan = spec.subType === 'caravan';
  const year = Number(ctx.anchorDay.slice(0, 4));
  const modelYear = Math.min(year, year - Math.floor(random.next() ** 1.6 * 26));
  const age = year - modelYear;
  const ageFactor = age > 15 ? 0.8 : age < 3 ? 1.1 : 1;
  const currency = profile.currency;
  const weeklyHighEuro = random.int(...build.weeklyEuro) * ageFactor;
  const sleeps = random.int(...build.sleeps);
  const sits = motorised && build.sits.length > 0 ? random.pick(build.sits) : null;
  const curbWeight = random.int(...build.curbWeight);
  const maximumAuthorizedMass = motorised
    ? spec.subType === 'motorhome'
      ? random.weighted([[3_500, 65], [3_650, 8], [4_250, 10], [4_500, 8], [5_000, 6], [7_200, 3]] as const)
      : Math.max(curbWeight + 400, random.pick([3_000, 3_300, 3_500]))
    : Math.min(2_500, curbWeight + random.int(200, 450));
  const odometer = motorised ? Math.min(420_000, age * random.int(7_000, 16_000) + random.int(2_000, 15_000)) : null;
  const valueEuro = random.int(...build.valueEuro) * (age > 10 ? 0.6 : 1);
  // Bands are stored in SEK minor units (000 §9 states the tracking threshold as SEK 1,000,000).
  const insuranceValue = insuranceBandOf(Math.round(valueEuro * UNITS_PER_EURO.sek * 100));
  const hasApprovedTrackingDevice = insuranceValue > 100_000_000 ? random.chance(0.85) : random.chance(0.1);
  const isPrivatelyOwned = !spec.owner.isOrganization;
  const hasAlteredGasTank = random.chance(0.03);
  const isConsideredSwiss = (SWISS_COUNTRIES as readonly string[]).includes(country);
  const vendor = platformInsuranceVendorOf(country);
  const eligible = insuranceEligibility({
    subType: spec.subType,
    isPrivatelyOwned,
    insuranceValue,
    hasApprovedTrackingDevice,
    currentOdometerValue: odometer,
    maximumAuthorizedMass,
    isConsideredSwiss,
    hasAlteredGasTank,
  }).eligible;
  const hasPlatformInsurance = vendor !== null && eligible && random.chance(0.92);
  const ownDeductible = fromEuroMinor(random.pick([50_000, 75_000, 100_000, 150_000]), currency);
  const platformDeductible = vendor === 'baloise' ? BALOISE_DEDUCTIBLE_CHF : planDeductible('omocom_basic', currency);
  const nordic = (NORDIC_COUNTRIES as readonly string[]).includes(country);
  const includedDistanceType: S['IncludedDistanceType'] = caravan || !motorised ? 'unlimited' : random.weighted([['per_night', 5], ['per_booking', 2], ['unlimited', 3]] as const);
  const language = spec.town.language ?? profile.language;
  const texts = TEXTS[language];
  const vehicleName = `${spec.brand.key === 'other_brand' ? '' : `${spec.brand.name} `}${spec.model}`;
  const equipment = equipmentOf(random, spec.subType);
  const month = random.int(1, age === 0 ? 10 : 12);
  const draft = spec.status === 'draft';
  const cleaningRules = random.chance(0.15) ? 'custom' : 'default';

  return {
    ...equipment,
    ownerId: spec.owner.id,
    type: 'vehicle',
    subType: spec.subType,
    vehicleType: random.chance(0.3) ? spec.subType : null,
    brandId: spec.brand.id,
    model: spec.model,
    modelYear,
    licensePlate: licensePlateOf(random, country, spec.town),
    country,
    city: spec.town.name,
    address: `${random.pick(profile.streets)} ${random.int(1, 90)}`,
    zipCode: spec.town.zip,
    location: {
      lat: Number((spec.town.lat + (random.next() - 0.5) * 0.12).toFixed(5)),
      lng: Number((spec.town.lng + (random.next() - 0.5) * 0.2).toFixed(5)),
    },
    currency,
    description: draft && random.chance(0.6) ? null : [random.pick(texts.descriptionOpenings), random.pick(texts.descriptionDetails)].map((t) => fill(t, { vehicle: vehicleName, town: spec.town.name, sleeps })).join(' '),
    insuranceValue,
    isPrivatelyOwned,
    hasApprovedTrackingDevice,
    hasAlteredGasTank,
    gasTankChangeConfirmed: !draft || random.chance(0.5),
    length: random.int(...build.length),
    width: random.int(...build.width),
    height: random.int(...build.height),
    curbWeight,
    maximumAuthorizedMass,
    currentOdometerValue: odometer,
    sitsNumber: sits,
    seatsWithBelt: sits,
    sleepsNumber: sleeps,
    drivingLicenseClass: maximumAuthorizedMass > 3_500 ? 'C1' : 'B',
    transmission: motorised ? random.weighted([['manual', 55], ['automatic', 45]] as const) : null,
    fueltype: motorised ? random.weighted([['diesel', 90], ['petrol', 7], ['electric', 2], ['petroleumGas', 1]] as const) : null,
    allWheelDrive: motorised && random.chance(0.06),
    euro6Compliant: motorised && modelYear >= 2016,
    winterized: random.chance(nordic ? 0.6 : 0.3),
    winterTyreType: nordic
      ? random.weighted([['studded', 3], ['non_studded', 5], ['none', 2]] as const)
      : random.weighted([['non_studded', 6], ['none', 4]] as const),
    toiletType:
      spec.subType === 'campervan' || spec.subType === 'other_camper'
        ? random.weighted([['none', 5], ['cassette', 4], ['incinerating', 1]] as const)
        : random.weighted([['cassette', 95], ['incinerating', 3], ['none', 2]] as const),
    towbarSocket: caravan ? random.weighted([['13pin', 7], ['7pin', 3]] as const) : equipment.towbar ? '13pin' : null,
    colour: random.pick(COLOURS),
    registrationDate: `${modelYear}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    registrationCountry: country,
    cancellationPolicy: random.weighted([['standard', 5], ['flex', 2.5], ['strict', 2.5]] as const),
    minimumAge: random.weighted([[21, 4], [23, 1], [25, 3.5], [18, 0.5], [30, 1]] as const),
    minBookingLengthHigh: random.int(3, 7),
    minBookingLengthLow: random.int(1, 3),
    timeCheckin: random.pick(['14:00', '15:00', '15:00', '16:00', '12:00']),
    timeCheckout: random.pick(['10:00', '11:00', '11:00', '12:00']),
    checkinWeekdays: random.weighted([[[], 8], [[5, 6, 7], 1], [[1, 2, 3, 4, 5], 1]] as const).slice(),
    checkoutWeekdays: [],
    petsAllowed: random.chance(0.35),
    smokingAllowed: random.chance(0.05),
    festivalsAllowed: random.chance(0.15),
    childrenAllowed: random.chance(0.9),
    lpgIncluded: random.chance(0.5),
    mustEmptyWaterTank: random.chance(0.6),
    mustEmptyToiletCassette: random.chance(0.8),
    cleaningRules,
    customCleaningRules: cleaningRules === 'custom' ? random.pick(CUSTOM_CLEANING_RULES) : null,
    insuranceCompany: hasPlatformInsurance ? null : random.pick(OWN_INSURERS[country] ?? ['If']),
    insuranceIncludesRoadsideAssistance: !hasPlatformInsurance && random.chance(0.6),
    deductible: hasPlatformInsurance ? platformDeductible : ownDeductible,
    maximumDeductible: hasPlatformInsurance ? platformDeductible : Math.round(ownDeductible * 1.5),
    bookingMethod: random.weighted([['binding', 7], ['instant', 3]] as const),
    leadTime: random.weighted([[0, 2], [1, 5], [2, 2], [3, 1]] as const),
    cashDeposit: spec.owner.isIdVerified && random.chance(0.08),
    deposit: fromEuroMinor(random.pick(caravan ? [30_000, 50_000, 75_000] : [50_000, 100_000, 150_000, 200_000]), currency),
    cleaningFee: random.chance(0.6) ? fromEuroMinor(random.pick([5_000, 7_500, 10_000, 15_000]), currency) : null,
    pricePerKilometer: motorised && includedDistanceType !== 'unlimited' ? fromEuroMinor(random.pick([20, 25, 30, 35, 40]) * 100, currency) / 100 : null,
    includedDistance: includedDistanceType === 'per_night' ? random.pick([100, 150, 200, 250, 300]) : includedDistanceType === 'per_booking' ? random.pick([1_000, 1_500, 2_000, 2_500]) : null,
    includedDistanceType,
    highWeeklyPriceWithoutCleaning: weeklyPrice(weeklyHighEuro, currency),
    lowWeeklyPriceWithoutCleaning: weeklyPrice(weeklyHighEuro * (0.55 + random.next() * 0.15), currency),
    priceHighDiscount: random.pick([0, 0, 0.05, 0.1, 0.15]),
    priceLowDiscount: random.pick([0, 0.05, 0.1, 0.15, 0.2]),
    priceHighIncrease: random.pick([0, 0, 0.1, 0.15, 0.2]),
    priceLowIncrease: random.pick([0, 0, 0.05, 0.1]),
    status: spec.status,
    isActive: spec.status === 'published',
    activationCount: draft ? 0 : random.int(1, 4),
    firstActivationAt: draft ? null : spec.createdAt,
    deactivationReason: spec.status === 'deactivated' ? random.pick(['own_use', 'winter_storage', 'selling_the_vehicle']) : null,
    blockReason: null,
    hasPlatformInsurance,
    insuranceVendor: hasPlatformInsurance ? vendor : null,
    isFeatured: spec.status === 'published' && random.chance(0.03),
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
    reviewCount: 0,
    ratingSum: 0,
  };
}

