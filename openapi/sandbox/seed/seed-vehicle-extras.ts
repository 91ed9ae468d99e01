import type { components } from '@openapi/generated/schema';
import { ADDON_CATALOGUE } from '../logic/addon-catalogue';
import { fromEuroMinor } from '../logic/money';
import type { AssetRow } from '../store/rows';
import type { SeedContext } from './seed-context';

type S = components['schemas'];
type AddonKey = S['AddonKey'];

const FIXED_VIEWS: readonly (readonly [S['AssetImageViewType'], number])[] = [
  ['kitchen', 0.5],
  ['sleeping_area', 0.4],
  ['sitting_area', 0.3],
  ['bathroom', 0.3],
  ['plan', 0.2],
  ['back_right', 0.2],
  ['storage_area', 0.1],
];

/** Photos: a main photo and a few additional and fixed views (a draft may have none yet). */
function seedImages(ctx: SeedContext, asset: AssetRow): void {
  const { random, store } = ctx;
  if (asset.status === 'draft' && random.chance(0.5)) return;
  const width = random.pick([1600, 1920, 2048, 2400]);
  const image = (viewType: S['AssetImageViewType'], position: number) =>
    store.assetImages.insert({ assetId: asset.id, viewType, position, width, height: Math.round((width * 2) / 3), rotation: 0, createdAt: asset.createdAt });
  image('main', 0);
  if (asset.status === 'draft') return;
  const additional = random.int(2, 4);
  for (let position = 0; position < additional; position++) image('additional', position);
  for (const [view, likelihood] of FIXED_VIEWS) if (random.chance(likelihood)) image(view, 0);
}

interface AddonOffer {
  key: AddonKey;
  /** Euro cents before conversion. */
  euro: number;
  strategy: S['AddonPricingStrategy'];
  subTypes?: readonly S['AssetSubType'][];
}

const OFFERS: readonly AddonOffer[] = [
  { key: 'bike_rack_2', euro: 3_000, strategy: 'per_booking', subTypes: ['motorhome', 'campervan'] },
  { key: 'bike_rack_4', euro: 5_000, strategy: 'per_booking', subTypes: ['motorhome'] },
  { key: 'e_bike', euro: 2_500, strategy: 'per_booking_night' },
  { key: 'city_bike', euro: 1_000, strategy: 'per_booking_night' },
  { key: 'mountain_bike', euro: 1_500, strategy: 'per_booking_night' },
  { key: 'child_bike', euro: 800, strategy: 'per_booking_night' },
  { key: 'bed_linen', euro: 1_500, strategy: 'per_booking' },
  { key: 'towels', euro: 800, strategy: 'per_booking' },
  { key: 'additional_chairs', euro: 500, strategy: 'per_booking' },
  { key: 'child_seat', euro: 3_000, strategy: 'per_booking', subTypes: ['motorhome', 'campervan'] },
  { key: 'awning_tent', euro: 6_000, strategy: 'per_booking', subTypes: ['caravan', 'motorhome'] },
  { key: 'coffee_machine', euro: 1_500, strategy: 'per_booking' },
  { key: 'cooler_box', euro: 1_500, strategy: 'per_booking' },
  { key: 'extra_mirrors', euro: 2_000, strategy: 'per_booking', subTypes: ['caravan'] },
  { key: 'grill', euro: 2_000, strategy: 'per_booking' },
  { key: 'hammock', euro: 1_000, strategy: 'per_booking' },
  { key: 'kajak', euro: 3_000, strategy: 'per_booking_night' },
  { key: 'sup', euro: 2_500, strategy: 'per_booking_night' },
  { key: 'mobile_toilet', euro: 3_000, strategy: 'per_booking', subTypes: ['campervan', 'other_camper'] },
  { key: 'mover', euro: 4_000, strategy: 'per_booking', subTypes: ['caravan'] },
  { key: 'outdoor_furniture', euro: 0, strategy: 'included' },
  { key: 'pavillion', euro: 3_500, strategy: 'per_booking' },
  { key: 'roof_box', euro: 4_000, strategy: 'per_booking', subTypes: ['campervan'] },
  { key: 'roof_tent', euro: 3_500, strategy: 'per_booking_night', subTypes: ['campervan'] },
  { key: 'snow_chains', euro: 2_500, strategy: 'per_booking', subTypes: ['motorhome', 'campervan'] },
  { key: 'parking_place', euro: 500, strategy: 'per_booking_night' },
  { key: 'interior_cleaning', euro: 10_000, strategy: 'per_booking' },
  { key: 'toilet_cleaning', euro: 4_000, strategy: 'per_booking' },
  { key: 'pet_surcharge', euro: 6_000, strategy: 'per_booking' },
  { key: 'pick_up', euro: 7_500, strategy: 'per_booking' },
  { key: 'early_checkin', euro: 3_000, strategy: 'fixed' },
  { key: 'late_checkout', euro: 3_000, strategy: 'fixed' },
];

function seedOwnerAddons(ctx: SeedContext, asset: AssetRow): void {
  const { random, store } = ctx;
  const offers = OFFERS.filter((o) => (!o.subTypes || o.subTypes.includes(asset.subType)) && (o.key !== 'pet_surcharge' || asset.petsAllowed));
  for (const offer of random.sample(offers, random.int(2, 6))) {
    const entry = ADDON_CATALOGUE[offer.key];
    store.ownerAddons.insert({
      assetId: asset.id,
      key: offer.key,
      type: entry.type,
      group: entry.group,
      price: fromEuroMinor(offer.euro, asset.currency),
      pricingStrategy: offer.strategy,
      quantity: entry.allowsQuantity ? random.int(2, 6) : 1,
      description: null,
    });
  }
}

/** The next period from one month-day to another (across the new year) that has not ended by the anchor day. */
function coming(ctx: SeedContext, from: string, to: string): [string, string] {
  const year = Number(ctx.anchorDay.slice(0, 4));
  const ends = ctx.anchorDay.slice(5) <= to ? year : year + 1;
  return [`${ends - 1}-${from}`, `${ends}-${to}`];
}

/** Blocked dates: winter storage, the owner's own summer trip, or a repair. */
function seedUnavailablePeriods(ctx: SeedContext, asset: AssetRow): void {
  const { random, store } = ctx;
  if (asset.status === 'draft' || !random.chance(0.35)) return;
  const period = (fromDate: string, toDate: string, reason: S['UnavailabilityReason'], note: string) =>
    store.unavailablePeriods.insert({ assetId: asset.id, fromDate, toDate, reason, note, createdAt: ctx.at(-random.int(5, 60)) });
  const kind = random.weighted([['winter', asset.winterized ? 0 : 3], ['own_use', 4], ['damaged', 1], ['past', 2]] as const);
  if (kind === 'winter') period(...coming(ctx, '12-15', '03-15'), 'winter_storage', 'Winter storage');
  else if (kind === 'own_use') {
    const start = random.int(200, 260);
    period(ctx.day(start), ctx.day(start + random.int(7, 14)), 'own_use', 'Own use');
  } else if (kind === 'damaged') period(ctx.day(random.int(10, 40)), ctx.day(random.int(41, 60)), 'damaged', 'Damaged or in repair');
  else period(ctx.day(-random.int(40, 60)), ctx.day(-random.int(20, 39)), 'already_rented_out', 'Already rented out');
}

const DAMAGE_PLACES = ['Rear bumper, left', 'Awning cassette', 'Windscreen', 'Entrance step', 'Bathroom door', 'Side skirt, right'];
const DAMAGE_DESCRIPTIONS = ['Small dent, paint intact', 'Scratch about 10 cm long', 'Stone chip in the driver’s view', 'Hinge loose, door still closes'];

/** A few vehicles carry a known damage, most of them repaired already. */
function seedDamages(ctx: SeedContext, asset: AssetRow): void {
  const { random, store } = ctx;
  if (asset.status !== 'published' || !random.chance(0.07)) return;
  const resolved = random.chance(0.6);
  const createdAt = ctx.at(-random.int(20, 300));
  store.assetDamages.insert({
    assetId: asset.id,
    bookingId: null,
    location: random.pick(DAMAGE_PLACES),
    description: random.pick(DAMAGE_DESCRIPTIONS),
    courseOfEvents: null,
    compensationMode: 'none',
    compensationAmount: null,
    compensationDueAt: null,
    documentation: [],
    images: [{ id: 1, type: 'overview', rotation: 0 }],
    isResolved: resolved,
    resolvedAt: resolved ? ctx.at(-random.int(1, 19)) : null,
    createdAt,
  });
}

export function seedVehicleExtras(ctx: SeedContext): void {
  for (const asset of ctx.store.assets.all()) {
    seedImages(ctx, asset);
    seedOwnerAddons(ctx, asset);
    seedUnavailablePeriods(ctx, asset);
    seedDamages(ctx, asset);
    if (asset.status !== 'draft' && ctx.random.chance(0.5)) {
      const pdf = ctx.random.chance(0.7);
      ctx.store.registrationDocuments.insert({
        assetId: asset.id,
        fileName: pdf ? 'registration-certificate.pdf' : 'registration-certificate.jpg',
        mimeType: pdf ? 'application/pdf' : 'image/jpeg',
        createdAt: asset.createdAt,
      });
    }
  }
}
