import {
  ADDITIONAL_DRIVER_EURO,
  INSURANCE_ADDON_KINDS,
  insuranceAddonChoice,
  insuranceAddonName,
  offersInsuranceAddon,
  planPricePerNight,
  platformInsuranceVendorOf,
  PLATFORM_PLANS,
} from '../logic/insurance';
import { fromEuroMinor } from '../logic/money';
import { productTypeOfInsuranceAddon } from '../logic/products';
import type { SeedContext } from './seed-context';
import { COUNTRIES, SANDBOX_COUNTRIES } from './words/places';

const PLAN_NAMES = { omocom_basic: 'Omocom Basic', omocom_plus: 'Omocom Plus', omocom_complete: 'Omocom Complete' } as const;

/**
 * Products that can be added to an order after booking, per country and insurer: the
 * Nordic plans (for upgrades), the insurance add-ons and the additional driver.
 * Plan prices are those of the lowest value band; a booking prices them for its vehicle.
 */
export function seedProducts(ctx: SeedContext): void {
  for (const country of SANDBOX_COUNTRIES) {
    const vendor = platformInsuranceVendorOf(country);
    const currency = COUNTRIES[country].currency;
    if (vendor === 'omocom') {
      for (const plan of PLATFORM_PLANS) {
        ctx.store.products.insert({
          key: plan,
          type: 'insurance_coverage_change',
          name: PLAN_NAMES[plan],
          description: 'Platform insurance plan; upgrading replaces the current plan.',
          price: planPricePerNight(plan, null, currency),
          pricingStrategy: 'per_booking_night',
          currency,
          vendor,
          country,
        });
      }
    }
    for (const kind of INSURANCE_ADDON_KINDS.filter((k) => vendor !== null && offersInsuranceAddon(vendor, k))) {
      const { price, pricingStrategy } = insuranceAddonChoice(kind, currency);
      ctx.store.products.insert({
        key: kind,
        type: productTypeOfInsuranceAddon(kind),
        name: insuranceAddonName(kind),
        description: null,
        price,
        pricingStrategy,
        currency,
        vendor,
        country,
      });
    }
    ctx.store.products.insert({
      key: 'additional_driver',
      type: 'additional_drivers',
      name: 'Additional driver',
      description: 'One more driver (minimum age and 3 years with a licence).',
      price: fromEuroMinor(ADDITIONAL_DRIVER_EURO, currency),
      pricingStrategy: 'per_booking',
      currency,
      vendor: null,
      country,
    });
  }
}

export function seedUserTerms(ctx: SeedContext): void {
  const terms = (version: string, publishedAt: string) =>
    ctx.store.userTerms.insert({
      version,
      title: `User terms ${version}`,
      content:
        '<h2>1. About the service</h2><p>The marketplace connects owners of motorhomes, campervans and caravans with renters.</p>' +
        '<h2>2. Bookings</h2><p>A booking is binding once the owner has accepted it and the first payment is made.</p>' +
        '<h2>3. Cancellation</h2><p>Refunds follow the cancellation policy of the vehicle.</p>',
      url: null,
      publishedAt,
    });
  terms('2024.1', '2024-03-01T00:00:00.000Z');
  terms('2026.2', '2026-09-01T00:00:00.000Z');
}
