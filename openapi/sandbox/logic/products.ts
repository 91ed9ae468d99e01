import type { components } from '@openapi/generated/schema';
import type { BookingRow, ProductRow } from '../store/rows';
import type { Store } from '../store/store';
import { planPricePerNight } from './insurance';

type S = components['schemas'];

const ADDON_PRODUCT_TYPES: Readonly<Record<S['InsuranceAddonKind'], S['ProductType']>> = {
  roadside_assistance: 'roadside_assistance',
  // The product types have no deductible-insurance entry; it reduces the deductible like a buydown.
  deductible_buydown: 'deductible_buydown',
  deductible_insurance: 'deductible_buydown',
  interior_insurance: 'interior_insurance',
  luggage_insurance: 'luggage_insurance',
  cancellation_cost_insurance: 'cancellation_cost_insurance',
  young_driver: 'young_driver_insurance',
  young_driver_insurance: 'young_driver_insurance',
  travel_abroad: 'travel_abroad_insurance',
};

export const productTypeOfInsuranceAddon = (kind: S['InsuranceAddonKind']): S['ProductType'] => ADDON_PRODUCT_TYPES[kind];

/** The products sold in a country. */
export const productsOfCountry = (store: Store, country: string): ProductRow[] => store.products.where((p) => p.country === country);

export const productByKey = (store: Store, country: string, key: string): ProductRow | undefined =>
  store.products.find((p) => p.country === country && p.key === key);

/** A product as sold for one booking: plan prices follow the booking vehicle's insured-value band. */
export function productForBooking(store: Store, product: ProductRow, booking: BookingRow): ProductRow {
  if (product.type !== 'insurance_coverage_change') return product;
  const asset = store.assets.get(booking.assetId);
  const plan = product.key as S['PlatformInsurancePlan'];
  return { ...product, price: planPricePerNight(plan, asset?.insuranceValue ?? null, product.currency) };
}
