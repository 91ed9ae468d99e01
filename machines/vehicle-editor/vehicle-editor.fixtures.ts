import type { VehicleRecord } from '@/entities/vehicle';
import type { Failure } from '@/shared/lib/flow';
import type { VehicleEditorInput } from './vehicle-editor.types';

/** Inputs and API answers for tests, stories and path replays. */
const NO_SECTION_DONE = {
  basic: false,
  location: false,
  insurance: false,
  equipment: false,
  rules: false,
  checkinCheckout: false,
  cancellation: false,
  images: false,
  pricing: false,
  availability: false,
  description: false,
  activation: false,
};

const ALL_SECTIONS_DONE = Object.fromEntries(Object.keys(NO_SECTION_DONE).map((section) => [section, true])) as typeof NO_SECTION_DONE;

export const draftVehicle = (overrides: Partial<VehicleRecord> = {}): VehicleRecord => ({
  id: 41,
  ownerId: 7,
  type: 'vehicle',
  subType: 'campervan',
  currency: 'sek',
  status: 'draft',
  isActive: false,
  activationCount: 0,
  images: [],
  owner: { id: 7, firstName: 'Alva', topOwner: false, isOrganizationRepresentative: false },
  infoStatuses: NO_SECTION_DONE,
  brandId: null,
  brand: null,
  model: 'California Ocean',
  modelYear: 2021,
  licensePlate: null,
  registrationCountry: 'SE',
  sitsNumber: 4,
  sleepsNumber: 4,
  description: null,
  ...overrides,
});

/** Every section complete but publishing: the vehicle can be published. */
export const completeVehicle = (overrides: Partial<VehicleRecord> = {}): VehicleRecord =>
  draftVehicle({ licensePlate: 'ABC123', description: 'Two beds and a kitchen.', infoStatuses: { ...ALL_SECTIONS_DONE, activation: false }, ...overrides });
export const publishedVehicle = (overrides: Partial<VehicleRecord> = {}): VehicleRecord =>
  completeVehicle({ status: 'published', isActive: true, activationCount: 1, infoStatuses: ALL_SECTIONS_DONE, ...overrides });

export const newListing = (overrides: Partial<VehicleEditorInput> = {}): VehicleEditorInput => ({ vehicleId: null, step: 'basic', draft: null, ...overrides });
export const existingVehicle = (overrides: Partial<VehicleEditorInput> = {}): VehicleEditorInput => ({ vehicleId: 41, step: 'basic', draft: null, ...overrides });

export const modelYearRefused: Failure = { slug: 'model_year_in_future', message: 'The model year is in the future.', status: 422, fields: { modelYear: ['The model year is in the future.'] } };
export const plateUsed: Failure = { slug: 'registration_number_used', message: 'This registration number is already used by another vehicle.', status: 409 };
export const serverDown: Failure = { slug: 'server_error', message: 'Down', status: 500 };
export const notFound: Failure = { slug: 'vehicle_not_found', message: 'Vehicle not found.', status: 404 };
export const activationFailed: Failure = { slug: 'vehicle_activation_failed', message: 'The vehicle is not complete: images, pricing.', status: 422, fields: { images: ['This section is not complete.'], pricing: ['This section is not complete.'] } };
export const openBookings: Failure = { slug: 'vehicle_has_open_bookings', message: 'A vehicle with open bookings cannot be deactivated.', status: 409 };
export const blockedForDeclines: Failure = { slug: 'vehicle_deactivated_declined_bookings', message: 'The vehicle was deactivated for declined bookings. Contact support.', status: 403 };
