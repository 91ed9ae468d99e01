import { UNITS_PER_EURO } from '../logic/money';
import { emptyStore, type Store } from '../store/store';
import { createRandom } from './prng';
import { seedAccounts } from './seed-accounts';
import { seedBookingPlans } from './seed-booking-plans';
import { seedProducts, seedUserTerms } from './seed-catalogue';
import { seedContent } from './seed-content';
import { DEFAULT_ANCHOR_DAY, DEFAULT_SEED, seedClock, seedContext } from './seed-context';
import { seedPages } from './seed-pages';
import { seedPayouts } from './seed-payouts';
import { seedHistoricReviews } from './seed-reviews';
import { seedUsers } from './seed-users';
import { seedVehicleExtras } from './seed-vehicle-extras';
import { seedBrands, seedVehicles } from './seed-vehicles';
import { seedVehicleRegister } from './vehicle-register';

/**
 * A fresh store generated from a seed and an anchor day: the same seed and anchor day always
 * give the same data. Dates count from the anchor day (10:00 UTC is the data's "now"), never
 * from the clock. Each step draws from its own forked generator, so adding draws to one step
 * leaves the others' data unchanged.
 */
export function seedStore(seed: number = DEFAULT_SEED, anchorDay: string = DEFAULT_ANCHOR_DAY): Store {
  const clock = seedClock(anchorDay);
  const store = emptyStore(seed, {
    health: { status: 'ok', message: null },
    exchangeRates: { ...UNITS_PER_EURO },
    exchangeRatesUpdatedAt: clock.moment.toISOString(),
    anchorDay,
  });
  const root = createRandom(seed);
  const step = (label: string) => seedContext(store, root.fork(label), clock);

  seedProducts(step('products'));
  seedUserTerms(step('terms'));
  const brands = seedBrands(step('brands'));
  const { demo, renters } = seedUsers(step('users'));
  const { demoFleets } = seedVehicles(step('vehicles'), brands, demo);
  seedVehicleExtras(step('vehicle-extras'));
  seedBookingPlans(step('bookings'), demo, demoFleets, renters);
  seedHistoricReviews(step('reviews'), demo, renters);
  seedAccounts(step('accounts'), demo, renters);
  seedPayouts(step('payouts'));
  seedContent(step('content'));
  seedPages(step('pages'));
  seedVehicleRegister(store);
  return store;
}
