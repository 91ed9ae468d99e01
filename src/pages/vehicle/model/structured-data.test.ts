import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '@/entities/vehicle';
import { vehicleJsonLd } from './structured-data';

const vehicle = {
  id: 42,
  subType: 'motorhome',
  currency: 'sek',
  brand: { id: 1, key: 'adria', name: 'Adria', slug: 'adria' },
  model: 'Coral XL',
  modelYear: 2021,
  sitsNumber: 4,
  city: 'Uppsala',
  isActive: true,
  images: [],
  reviewCount: 12,
  averageRating: 4.75,
  lowWeeklyPriceWithoutCleaning: 700_000,
  highWeeklyPriceWithoutCleaning: 1_050_000,
} as unknown as VehicleDetail;

describe('vehicleJsonLd', () => {
  const data = vehicleJsonLd(vehicle, { name: 'Adria Coral XL', url: 'https://example.test/vehicles/42', description: 'A camper' });

  it('is a schema.org Product and Vehicle', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toEqual(['Product', 'Vehicle']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Adria' });
  });

  it('offers the cheapest nightly price in major units of the vehicle currency', () => {
    expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'SEK', price: '1000.00', availability: 'https://schema.org/InStock' });
  });

  it('carries the aggregate rating when there are reviews, and none without', () => {
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12, bestRating: 5, worstRating: 1 });
    const unrated = vehicleJsonLd({ ...vehicle, reviewCount: 0, averageRating: null }, { name: 'x', url: 'u', description: 'd' });
    expect(unrated.aggregateRating).toBeUndefined();
  });
});
