import type { components } from '@/shared/api';
import type { ExtraChargeCategory, NewExtraCharge } from './extra-charges';

/** 001 §2: "check-in or check-out takes up to 2 hours", said before the owner starts. */
export const HANDOVER_MAX_HOURS = 2;
/** 001 §3 CheckinData: the last four characters of the renter's driving licence, exactly four. */
export const ID_LAST_FOUR_LENGTH = 4;
/** The contract's ceiling of an odometer reading, km. */
export const MAX_MILEAGE = 10_000_000;

export type HandoverPhase = 'checkin' | 'checkout';

/** Why a check-in (001 §4, §5) or a check-out cannot go ahead yet, in the order the page names them. */
export type HandoverBlocker = 'not_open' | 'not_paid_in_full' | 'id_not_verified' | 'not_checked_in';

export interface CheckinReadiness {
  /** The API's `isCheckinOpen`: from the start day of a confirmed booking. */
  isCheckinOpen: boolean;
  /** `isPaidInFull` of the order: every installment and the card deposit. */
  paidInFull: boolean;
  /** `needsIdVerification` (001 §5) of the renter for this vehicle. */
  idVerificationNeeded: boolean;
}

export function checkinBlockers({ isCheckinOpen, paidInFull, idVerificationNeeded }: CheckinReadiness): HandoverBlocker[] {
  const blockers: HandoverBlocker[] = [];
  if (!isCheckinOpen) blockers.push('not_open');
  if (!paidInFull) blockers.push('not_paid_in_full');
  if (idVerificationNeeded) blockers.push('id_not_verified');
  return blockers;
}

/** What the owner documents at the handover, as typed: kept as a draft until it is sent. */
export interface HandoverDraft {
  /** As typed, so a half-typed number survives a reload as it was. */
  mileage: string;
  /** Eighths of a tank, 0–8, as a fuel gauge reads. */
  fuelEighths: number | null;
  idLastFour: string;
  drivingLicenseChecked: boolean;
  /** Cash-deposit bookings: the owner received the deposit in cash (this completes the check-in). */
  depositPaidConfirmed: boolean;
  comment: string;
  /** Check-out: the extra costs the owner charges, sent with the documentation for the renter to approve. */
  extraCharges: NewExtraCharge[];
  /** Check-out: the owner means to file an insurance claim for damage from the trip (001 §4, the booking's `insuranceClaimIntent`). */
  insuranceClaimIntent: boolean;
}

export const EMPTY_HANDOVER_DRAFT: HandoverDraft = {
  mileage: '',
  fuelEighths: null,
  idLastFour: '',
  drivingLicenseChecked: false,
  depositPaidConfirmed: false,
  comment: '',
  extraCharges: [],
  insuranceClaimIntent: false,
};

export type MileageError = 'required' | 'not_whole' | 'negative' | 'too_high' | 'below_checkin';
export type HandoverField = 'mileage' | 'fuelEighths' | 'idLastFour' | 'drivingLicenseChecked' | 'depositPaidConfirmed';
export type HandoverFieldError = MileageError | 'fuel_required' | 'id_last_four_length' | 'licence_not_checked' | 'deposit_not_confirmed';

/** 001 §2: mileage is required, not negative, and at check-out not below the check-in value. */
export function mileageError(typed: string, checkinMileage: number | null = null): MileageError | null {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^-?\d+$/.test(text)) return 'not_whole';
  const value = Number(text);
  if (value < 0) return 'negative';
  if (value > MAX_MILEAGE) return 'too_high';
  if (checkinMileage !== null && value < checkinMileage) return 'below_checkin';
  return null;
}

export interface HandoverRules {
  phase: HandoverPhase;
  cashDeposit: boolean;
  /** The mileage documented at check-in, the floor of the check-out's. */
  checkinMileage: number | null;
}

/** Every field the draft gets wrong, in the order of the form; empty when it may be sent. */
export function handoverDraftErrors(draft: HandoverDraft, rules: HandoverRules): Partial<Record<HandoverField, HandoverFieldError>> {
  const errors: Partial<Record<HandoverField, HandoverFieldError>> = {};
  const mileage = mileageError(draft.mileage, rules.phase === 'checkout' ? rules.checkinMileage : null);
  if (mileage) errors.mileage = mileage;
  if (draft.fuelEighths === null) errors.fuelEighths = 'fuel_required';
  if (rules.phase === 'checkin') {
    if (draft.idLastFour.trim().length !== ID_LAST_FOUR_LENGTH) errors.idLastFour = 'id_last_four_length';
    if (!draft.drivingLicenseChecked) errors.drivingLicenseChecked = 'licence_not_checked';
    if (rules.cashDeposit && !draft.depositPaidConfirmed) errors.depositPaidConfirmed = 'deposit_not_confirmed';
  }
  return errors;
}

/** The check-in as `finalize-checkin` takes it (001 §3 CheckinData). */
export function checkinDataOf(draft: HandoverDraft, { cashDeposit }: { cashDeposit: boolean }): components['schemas']['CheckinData'] {
  return {
    mileage: Number(draft.mileage.trim()),
    fuelLevel: (draft.fuelEighths ?? 0) / 8,
    drivingLicenseChecked: draft.drivingLicenseChecked,
    idLastFour: draft.idLastFour.trim(),
    ...(cashDeposit ? { depositPaidConfirmed: draft.depositPaidConfirmed } : {}),
    ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
  };
}

/** The check-out as `finalize-checkout` takes it (001 §3 CheckoutData), with the extra costs to approve. */
export function checkoutDataOf(draft: HandoverDraft): components['schemas']['CheckoutData'] {
  return {
    mileage: Number(draft.mileage.trim()),
    fuelLevel: (draft.fuelEighths ?? 0) / 8,
    ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
    ...(draft.extraCharges.length > 0 ? { extraCharges: draft.extraCharges } : {}),
  };
}

/** An extra cost the owner documented at check-out, as the renter approves it (`amountIncFee` is what they pay). */
export interface HandoverExtraCharge {
  id: number;
  category: ExtraChargeCategory;
  amount: number;
  amountIncFee: number;
  description: string;
}

/** A booking as the check-in and check-out read it. */
export interface HandoverBooking {
  id: number;
  phase: HandoverPhase;
  cashDeposit: boolean;
  /** The owner sent the documentation; the renter approves it or asks for an update. */
  ownerDone: boolean;
  /** Approved (or, with a cash deposit, confirmed): the booking is active (check-in) or ended (check-out). */
  completed: boolean;
  /** What stops the handover now: at check-out, only a booking not yet checked in. */
  blockers: HandoverBlocker[];
  /** What the owner documented, for the renter to review. */
  documented: { mileage: number; fuelLevel: number; imageCount: number } | null;
  checkinMileage: number | null;
  /** The booking's extra-charge service fee, a fraction (001 §9): what the owner's charges cost the renter. */
  feeFraction: number;
  /** The owner said at check-out that they mean to file an insurance claim, for the renter to know before approving. */
  insuranceClaimIntent: boolean;
  /** Check-out: the extra costs sent with the documentation (not the late ones) and not yet paid, for the renter to approve and pay. */
  extraCharges: HandoverExtraCharge[];
  /** The damages the owner recorded with the documentation (check-in: synced when sent), for the renter to check at the vehicle. */
  damages: HandoverDamage[];
}

/** A damage as the renter reviews it at the vehicle: where it is and what it is. */
export interface HandoverDamage {
  id: number;
  location: string;
  description: string;
}

type BookingFields = Pick<
  components['schemas']['Booking'],
  'id' | 'ecommerceStatus' | 'hasCashDeposit' | 'ownerCheckinDone' | 'ownerCheckoutDone' | 'checkinApprovedAt' | 'checkoutApprovedAt' | 'checkinData' | 'checkoutData' | 'checkinImages' | 'checkoutImages' | 'extraCharges' | 'extraChargesServiceFeePercentage' | 'insuranceClaimIntent' | 'checkinDamages' | 'checkoutDamages'
>;

/** The one mapper from the API's booking to the handover's model. */
export function toHandoverBooking(dto: BookingFields, phase: HandoverPhase, readiness: CheckinReadiness): HandoverBooking {
  const checkin = phase === 'checkin';
  const data = checkin ? dto.checkinData : dto.checkoutData;
  const images = (checkin ? dto.checkinImages : dto.checkoutImages) ?? [];
  const ownerDone = (checkin ? dto.ownerCheckinDone : dto.ownerCheckoutDone) ?? false;
  const approvedAt = checkin ? dto.checkinApprovedAt : dto.checkoutApprovedAt;
  return {
    id: dto.id,
    phase,
    cashDeposit: dto.hasCashDeposit ?? false,
    ownerDone,
    completed: Boolean(approvedAt),
    blockers: approvedAt ? [] : checkin ? checkinBlockers(readiness) : dto.ecommerceStatus === 'active' ? [] : ['not_checked_in'],
    documented: ownerDone && data ? { mileage: data.mileage, fuelLevel: data.fuelLevel, imageCount: images.length } : null,
    checkinMileage: dto.checkinData?.mileage ?? null,
    feeFraction: dto.extraChargesServiceFeePercentage ?? 0,
    insuranceClaimIntent: !checkin && (dto.insuranceClaimIntent ?? false),
    extraCharges: checkin
      ? []
      : (dto.extraCharges ?? [])
          .filter((c) => !c.isLate && (c.status === undefined || c.status === 'pending' || c.status === 'approved'))
          .map((c) => ({ id: c.id, category: c.category, amount: c.amount, amountIncFee: c.amountIncFee, description: c.description })),
    damages: ownerDone ? ((checkin ? dto.checkinDamages : dto.checkoutDamages) ?? []).map((d) => ({ id: d.id, location: d.location, description: d.description })) : [],
  };
}
