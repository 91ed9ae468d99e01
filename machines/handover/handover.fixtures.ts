import { EMPTY_HANDOVER_DRAFT, type HandoverBooking, type HandoverDraft } from '@/entities/booking';
import type { HandoverInput } from './handover.types';

/** Bookings, drafts and inputs for tests, stories and path replays. */
export const handoverBooking = (overrides: Partial<HandoverBooking> = {}): HandoverBooking => ({
  id: 4101,
  phase: 'checkin',
  cashDeposit: false,
  ownerDone: false,
  completed: false,
  blockers: [],
  documented: null,
  checkinMileage: null,
  ...overrides,
});

export const documented = (overrides: Partial<HandoverBooking> = {}): HandoverBooking =>
  handoverBooking({ ownerDone: true, documented: { mileage: 45210, fuelLevel: 0.75, imageCount: 2 }, checkinMileage: 45210, ...overrides });

export const completeDraft = (overrides: Partial<HandoverDraft> = {}): HandoverDraft => ({
  ...EMPTY_HANDOVER_DRAFT,
  mileage: '45210',
  fuelEighths: 6,
  idLastFour: 'AB12',
  drivingLicenseChecked: true,
  ...overrides,
});

export const ownerInput = (overrides: Partial<HandoverInput> = {}): HandoverInput => ({ role: 'owner', booking: handoverBooking(), draft: null, ...overrides });
export const renterInput = (overrides: Partial<HandoverInput> = {}): HandoverInput => ({ role: 'renter', booking: handoverBooking(), draft: null, ...overrides });

export const refused = { status: 409, slug: 'checkin_not_allowed', message: 'Check-in opens on the start day of a confirmed booking.' };
