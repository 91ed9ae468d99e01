import { EMPTY_HANDOVER_DRAFT, type HandoverBooking, type HandoverDraft, type NewExtraCharge } from '@/entities/booking';
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
  feeFraction: 0.1,
  insuranceClaimIntent: false,
  damages: [],
  extraCharges: [],
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

/** A fuel charge at check-out: 450.00 plus the 10 % fee, 495.00 for the renter. */
export const fuelCharge = { category: 'fuel', amount: 45_000, description: 'Tank not refilled' } as const satisfies NewExtraCharge;

/** A check-out the owner sent with the fuel charge, for the renter to approve. */
export const checkoutSent = (overrides: Partial<HandoverBooking> = {}): HandoverBooking =>
  documented({ phase: 'checkout', extraCharges: [{ id: 1, ...fuelCharge, amountIncFee: 49_500 }], ...overrides });

export const ownerInput = (overrides: Partial<HandoverInput> = {}): HandoverInput => ({ role: 'owner', booking: handoverBooking(), draft: null, ...overrides });
export const renterInput = (overrides: Partial<HandoverInput> = {}): HandoverInput => ({ role: 'renter', booking: handoverBooking(), draft: null, ...overrides });

export const refused = { status: 409, slug: 'checkin_not_allowed', message: 'Check-in opens on the start day of a confirmed booking.' };
