import type { VehicleDetail } from '@/entities/vehicle';

/** ISO 4217 code schema.org expects. */
const currencyCode = (currency: string) => currency.toUpperCase();

const SCHEMA_TYPE: Record<string, string> = { motorhome: 'Motorhome', campervan: 'Campervan', caravan: 'Caravan', other_camper: 'Camper' };

/**
 * schema.org data for a vehicle page: a Product that is also a Vehicle, offered for rent
 * per night (the cheapest season's nightly price, money in minor units ÷ 100), with its
 * aggregate rating when it has reviews.
 */
export function vehicleJsonLd(vehicle: VehicleDetail, options: { name: string; url: string; description: string }): Record<string, unknown> {
  const weekly = [vehicle.lowWeeklyPriceWithoutCleaning, vehicle.highWeeklyPriceWithoutCleaning].filter((p): p is number => typeof p === 'number' && p > 0);
  const nightly = weekly.length > 0 ? Math.round(Math.min(...weekly) / 7) / 100 : null;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Vehicle'],
    name: options.name,
    description: options.description,
    url: options.url,
    sku: String(vehicle.id),
    category: SCHEMA_TYPE[vehicle.subType] ?? 'Camper',
    image: vehicle.images.map((image) => image.sizes.large.url),
  };
  if (vehicle.brand && vehicle.brand.key !== 'other_brand') data.brand = { '@type': 'Brand', name: vehicle.brand.name };
  if (vehicle.model) data.model = vehicle.model;
  if (vehicle.modelYear) data.vehicleModelDate = String(vehicle.modelYear);
  if (vehicle.sitsNumber) data.seatingCapacity = vehicle.sitsNumber;
  if (vehicle.transmission) data.vehicleTransmission = vehicle.transmission;
  if (vehicle.fueltype) data.fuelType = vehicle.fueltype;
  if (nightly !== null) {
    data.offers = {
      '@type': 'Offer',
      url: options.url,
      priceCurrency: currencyCode(vehicle.currency),
      price: nightly.toFixed(2),
      availability: vehicle.isActive ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: nightly.toFixed(2), priceCurrency: currencyCode(vehicle.currency), unitCode: 'DAY' },
      ...(vehicle.city ? { areaServed: { '@type': 'City', name: vehicle.city } } : {}),
    };
  }
  if (vehicle.reviewCount && vehicle.reviewCount > 0 && vehicle.averageRating) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(vehicle.averageRating * 10) / 10,
      reviewCount: vehicle.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** The search page of a vehicle's type, the middle step of its breadcrumb; a type without a page of its own goes to all vehicles. */
export const SEARCH_ROUTE_OF_TYPE = { motorhome: 'search-motorhome', campervan: 'search-campervan', caravan: 'search-caravan' } as const;
