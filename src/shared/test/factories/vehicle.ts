import type { components } from '@/shared/api';
import { USER_IDS } from './user';

type Asset = components['schemas']['Asset'];
type AssetImage = components['schemas']['AssetImage'];

/** A photo the sandbox serves (Storybook and Vitest answer `/api/__sandbox/images/…` through MSW). */
export function sandboxImage(assetId: number, id: number, origin = ''): AssetImage {
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

/**
 * A published, rated Hymer motorhome in Uppsala taking binding requests, owned by the factory's
 * owner, priced for 7 nights (the API's default without dates). Enough for a card, a favourite,
 * a booking's vehicle or the vehicle page; override what a test is about.
 */
export function vehicleOf(overrides: Partial<Asset> = {}): Asset {
  const id = overrides.id ?? 101;
  return {
    id,
    type: 'vehicle',
    subType: 'motorhome',
    currency: 'sek',
    ownerId: USER_IDS.owner,
    owner: { id: USER_IDS.owner, firstName: 'Alex', topOwner: false, isOrganizationRepresentative: false },
    status: 'published',
    isActive: true,
    activationCount: 1,
    infoStatuses: {
      basic: true,
      location: true,
      insurance: true,
      equipment: true,
      rules: true,
      checkinCheckout: true,
      cancellation: true,
      images: true,
      pricing: true,
      availability: true,
      description: true,
      activation: true,
    },
    brand: { id: 3, name: 'Hymer', key: 'hymer' },
    model: 'B-Klasse MasterLine',
    country: 'SE',
    city: 'Uppsala',
    images: [sandboxImage(id, id * 10)],
    reviewCount: 12,
    averageRating: 4.6,
    firstActivationAt: '2025-04-02T09:00:00Z',
    sitsNumber: 4,
    sleepsNumber: 4,
    bookingMethod: 'binding',
    cancellationPolicy: 'flex',
    totalPrice: 945_000,
    numberOfNights: 7,
    matchedDates: null,
    ...overrides,
  };
}
