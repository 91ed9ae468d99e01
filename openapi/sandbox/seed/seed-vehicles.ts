import type { components } from '@openapi/generated/schema';
import { applyPlatformInsurance } from '../logic/asset-editing';
import type { AssetRow, BrandRow, UserRow } from '../store/rows';
import { asciiSlug } from '../logic/slug';
import type { SeedContext } from './seed-context';
import type { DemoUsers } from './seed-users';
import { createPerson } from './seed-users';
import { vehicleAttributes, type VehicleSpec } from './vehicle-attributes';
import { COUNTRIES, NORDIC_COUNTRIES, SANDBOX_COUNTRIES, type SandboxCountry } from './words/places';
import { BRANDS, OTHER_BRAND, type BrandWords } from './words/vehicles';

type SubType = components['schemas']['AssetSubType'];

/** Vehicles of the population besides the demo fleets, split by the countries' shares. */
const POPULATION_VEHICLES = 2_150;

const SUBTYPE_WEIGHTS: Readonly<Record<'nordic' | 'central' | 'swiss', readonly (readonly [SubType, number])[]>> = {
  nordic: [['motorhome', 45], ['campervan', 20], ['caravan', 30], ['other_camper', 5]],
  central: [['motorhome', 45], ['campervan', 30], ['caravan', 20], ['other_camper', 5]],
  swiss: [['motorhome', 40], ['campervan', 37], ['caravan', 18], ['other_camper', 5]],
};

const regionOf = (country: SandboxCountry): keyof typeof SUBTYPE_WEIGHTS =>
  (NORDIC_COUNTRIES as readonly string[]).includes(country) ? 'nordic' : country === 'CH' || country === 'LI' ? 'swiss' : 'central';

// Brands are more or less common by region: the Nordic caravan makers at home, the German makers further south.
function brandWeight(brand: BrandWords, country: SandboxCountry): number {
  const region = regionOf(country);
  if (brand.key === 'kabe') return region === 'nordic' ? 4 : 0.2;
  if (brand.key === 'polar') return country === 'SE' || country === 'NO' ? 3 : 0.2;
  if (brand.key === 'solifer') return country === 'FI' ? 4 : 0.2;
  if (['hymer', 'knaus', 'dethleffs', 'burstner', 'weinsberg', 'volkswagen'].includes(brand.key)) return region === 'nordic' ? 1.5 : 2.5;
  return 1;
}

export function seedBrands(ctx: SeedContext): BrandRow[] {
  return [...BRANDS, OTHER_BRAND].map((brand) =>
    ctx.store.brands.insert({
      key: brand.key,
      name: brand.name,
      slug: asciiSlug(brand.name),
      subTypes: Object.keys(brand.models) as SubType[],
    }),
  );
}

function pickModel(ctx: SeedContext, brands: readonly BrandRow[], country: SandboxCountry): { brand: BrandRow; subType: SubType; model: string } {
  const { random } = ctx;
  const subType = random.weighted(SUBTYPE_WEIGHTS[regionOf(country)]);
  const words = random.chance(0.04)
    ? OTHER_BRAND
    : random.weighted(BRANDS.filter((b) => b.models[subType]).map((b) => [b, brandWeight(b, country)] as const));
  const brand = brands.find((b) => b.key === words.key);
  const models = words.models[subType];
  if (!brand || !models) throw new Error(`No ${subType} models for ${words.key}`);
  return { brand, subType, model: random.pick(models) };
}

interface DemoVehicle {
  brandKey: string;
  subType: SubType;
  model: string;
  status?: components['schemas']['AssetStatus'];
  overrides?: Partial<AssetRow>;
}

/** Settings that keep the demo fleets predictable: bookable any day, short minimums, platform insurance where eligible. */
const DEMO_RULES: Partial<AssetRow> = {
  checkinWeekdays: [],
  checkoutWeekdays: [],
  leadTime: 1,
  minBookingLengthHigh: 3,
  minBookingLengthLow: 2,
  cashDeposit: false,
  hasAlteredGasTank: false,
  gasTankChangeConfirmed: true,
  insuranceValue: 50_000_000,
  hasApprovedTrackingDevice: false,
  maximumAuthorizedMass: 3_500,
  currentOdometerValue: 64_000,
  insuranceCompany: null,
  drivingLicenseClass: 'B',
  minimumAge: 21,
};

/** The rental company insures its fleet itself (company-owned vehicles are not covered by the platform, 000 §4). */
const COMPANY_COVER: Partial<AssetRow> = { insuranceCompany: 'Allianz', insuranceIncludesRoadsideAssistance: true };

const DEMO_FLEETS: Readonly<Record<'owner' | 'topOwner' | 'companyOwner' | 'newOwner', readonly DemoVehicle[]>> = {
  owner: [
    { brandKey: 'hymer', subType: 'motorhome', model: 'B-Klasse MasterLine T 780', overrides: { bookingMethod: 'binding', cancellationPolicy: 'standard' } },
    { brandKey: 'adria', subType: 'motorhome', model: 'Coral XL Plus 670 SL', overrides: { bookingMethod: 'instant', cancellationPolicy: 'flex' } },
    { brandKey: 'volkswagen', subType: 'campervan', model: 'California 6.1 Ocean', overrides: { bookingMethod: 'binding', cancellationPolicy: 'strict' } },
    { brandKey: 'kabe', subType: 'caravan', model: 'Royal 560 XL KS', overrides: { bookingMethod: 'binding', cancellationPolicy: 'standard' } },
  ],
  topOwner: [
    { brandKey: 'knaus', subType: 'motorhome', model: 'Sky TI 650 MEG', overrides: { bookingMethod: 'instant' } },
    { brandKey: 'possl', subType: 'campervan', model: 'Roadcruiser (Fiat Ducato)', overrides: { bookingMethod: 'binding' } },
    { brandKey: 'polar', subType: 'caravan', model: '590 CTH', overrides: { bookingMethod: 'binding' } },
  ],
  companyOwner: [
    { brandKey: 'hymer', subType: 'motorhome', model: 'Exsis-i 580', overrides: COMPANY_COVER },
    { brandKey: 'dethleffs', subType: 'motorhome', model: 'Trend T 7057 EB', overrides: COMPANY_COVER },
    { brandKey: 'burstner', subType: 'motorhome', model: 'Lyseo TD 728 G', overrides: COMPANY_COVER },
    { brandKey: 'westfalia', subType: 'campervan', model: 'Club Joker (Volkswagen T6.1)', overrides: COMPANY_COVER },
    { brandKey: 'carthago', subType: 'motorhome', model: 'C-Tourer I 149 LE', overrides: COMPANY_COVER },
  ],
  newOwner: [{ brandKey: 'adria', subType: 'campervan', model: 'Twin Plus 600 SP (Fiat Ducato)', status: 'draft', overrides: { description: null } }],
};

export type DemoFleets = Readonly<Record<keyof typeof DEMO_FLEETS, AssetRow[]>>;

function insertVehicle(ctx: SeedContext, spec: VehicleSpec, overrides: Partial<AssetRow> = {}): AssetRow {
  return ctx.store.assets.insert(Object.assign(vehicleAttributes(ctx, spec), overrides));
}

function seedDemoFleets(ctx: SeedContext, brands: readonly BrandRow[], demo: DemoUsers): DemoFleets {
  const fleet = (key: keyof typeof DEMO_FLEETS): AssetRow[] => {
    const owner = demo[key];
    const town = COUNTRIES[owner.country as SandboxCountry].towns.find((t) => t.name === owner.city);
    return DEMO_FLEETS[key].map((vehicle, index) => {
      const brand = brands.find((b) => b.key === vehicle.brandKey);
      if (!brand || !town) throw new Error(`Demo vehicle ${vehicle.brandKey} has no brand or town`);
      const status = vehicle.status ?? 'published';
      const createdAt = ctx.at(key === 'newOwner' ? -2 : -(900 - index * 120));
      const asset = insertVehicle(ctx, { owner, brand, subType: vehicle.subType, model: vehicle.model, town, createdAt, status }, { ...DEMO_RULES, ...vehicle.overrides });
      applyPlatformInsurance(asset);
      return asset;
    });
  };
  return { owner: fleet('owner'), topOwner: fleet('topOwner'), companyOwner: fleet('companyOwner'), newOwner: fleet('newOwner') };
}

/**
 * Owners and their vehicles in every country: most owners have one vehicle, some a
 * few (they may manage several), and rental companies a small fleet. Statuses are
 * mostly published, with some deactivated and draft ads.
 */
export function seedVehicles(ctx: SeedContext, brands: readonly BrandRow[], demo: DemoUsers): { demoFleets: DemoFleets; owners: UserRow[] } {
  const { random } = ctx;
  const demoFleets = seedDemoFleets(ctx, brands, demo);
  const owners: UserRow[] = [demo.owner, demo.topOwner, demo.companyOwner, demo.newOwner];
  for (const country of SANDBOX_COUNTRIES) {
    let remaining = Math.round(POPULATION_VEHICLES * COUNTRIES[country].vehicleShare);
    while (remaining > 0) {
      const organisation = random.chance(0.04);
      const fleetSize = Math.min(remaining, organisation ? random.int(3, 8) : random.chance(0.18) ? random.int(2, 4) : 1);
      const memberDays = random.int(30, 2_200);
      const owner = createPerson(ctx, { role: 'owner', country, memberDays, organisation, overrides: { canManageMultipleAssets: fleetSize > 1 } });
      owners.push(owner);
      const town = COUNTRIES[country].towns.find((t) => t.name === owner.city) ?? random.pick(COUNTRIES[country].towns);
      for (let i = 0; i < fleetSize; i++) {
        const status = random.weighted([['published', 92], ['deactivated', 4], ['draft', 4]] as const);
        insertVehicle(ctx, { owner, ...pickModel(ctx, brands, country), town, status, createdAt: ctx.at(-random.int(1, memberDays)) });
      }
      remaining -= fleetSize;
    }
  }
  return { demoFleets, owners };
}
