import type { components } from '@/shared/api';
import type { CardVehicle } from '@/entities/vehicle';

type AssetImage = components['schemas']['AssetImage'];

/** The moment the card stories and tests judge 'new' at. */
export const FIXTURE_NOW = new Date('2026-11-20T10:00:00Z');

/** A photo served by the sandbox (Storybook and Vitest answer `/api/__sandbox/images/…` through MSW). */
function sandboxImage(assetId: number, id: number, origin = ''): AssetImage {
  const variant = (size: string, width: number | null) => {
    const url = `${origin}/api/__sandbox/images/${assetId}/${id}/${size}.svg`;
    return { url, webp: url, width };
  };
  return {
    id,
    assetId,
    viewType: 'main',
    position: 0,
    sizes: { card: variant('card', 400), medium: variant('medium', 800), large: variant('large', 1100), xlarge: variant('xlarge', 1280), full: variant('full', null) },
  };
}

/** A rated binding-request Hymer in Uppsala, 7 nights priced (the API's default without dates). */
export function cardVehicleFixture(overrides: Partial<CardVehicle> = {}): CardVehicle {
  const id = overrides.id ?? 101;
  return {
    id,
    subType: 'motorhome',
    currency: 'sek',
    brand: { id: 3, name: 'Hymer', key: 'hymer' },
    model: 'B-Klasse MasterLine',
    city: 'Uppsala',
    images: [sandboxImage(id, id * 10)],
    reviewCount: 12,
    averageRating: 4.6,
    firstActivationAt: '2025-04-02T09:00:00Z',
    sitsNumber: 4,
    sleepsNumber: 4,
    bookingMethod: 'binding',
    totalPrice: 945_000,
    numberOfNights: 7,
    matchedDates: null,
    ...overrides,
  };
}
