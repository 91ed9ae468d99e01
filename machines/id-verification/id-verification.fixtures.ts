import type { IdVerificationImageType, IdVerificationRecord } from '@/entities/user';
import type { IdVerificationInput } from './id-verification.types';

/** Inputs and API answers for tests, stories and path replays. */
export const AT = '2026-03-02T09:00:00.000Z';
export const REDIRECT_URI = 'http://localhost:4173/verify-id';

export const swedishInput = (overrides: Partial<IdVerificationInput> = {}): IdVerificationInput => ({
  role: 'renter',
  isIdVerified: false,
  autoStatus: null,
  eidAvailable: true,
  redirectUri: REDIRECT_URI,
  eidReturn: null,
  expectedState: null,
  ...overrides,
});

export const swissInput = (overrides: Partial<IdVerificationInput> = {}): IdVerificationInput => swedishInput({ eidAvailable: false, ...overrides });

const variant = (type: IdVerificationImageType, size: string) => ({ url: `/id-photos/${type}-${size}.svg`, webp: `/id-photos/${type}-${size}.svg`, width: null });
const photo = (type: IdVerificationImageType) => ({
  type,
  sizes: { card: variant(type, 'card'), medium: variant(type, 'medium'), large: variant(type, 'large'), xlarge: variant(type, 'xlarge'), full: variant(type, 'full') },
});

export const idRecord = (overrides: Partial<IdVerificationRecord> = {}, photos: IdVerificationImageType[] = []): IdVerificationRecord => ({
  id: 77,
  userId: 12,
  status: 'draft',
  method: 'manual',
  documentType: 'id_card',
  documentCountry: 'CH',
  attempts: [],
  images: photos.map(photo),
  expiresAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const withPhotos = (record: IdVerificationRecord, photos: IdVerificationImageType[]): IdVerificationRecord => ({ ...record, images: photos.map(photo) });

export const AUTHORIZE_URL = 'http://localhost:4173/api/__sandbox/eid/oauth2/authorize?client_id=sandbox-client&request=sbx.e30.1&state=st-1';

/** The API's refusals, as the client throws them. */
export const eidMismatch = { status: 422, slug: 'eid_name_mismatch', message: 'The name of the eID does not match your profile.' };
export const serverDown = { status: 503, slug: 'server_error', message: 'Unavailable' };
export const missingPhoto = { status: 422, slug: 'validation_failed', message: 'The given data was invalid.', fieldErrors: { 'images.selfie': ['This document photo is required.'] } };
