import type { HandoverBooking, HandoverDraft, HandoverPhase, NewExtraCharge } from '@/entities/booking';
import type { Failure } from '@/shared/lib/flow';

export interface HandoverInput {
  /** Who looks: the owner documents, the renter approves or asks for an update. */
  role: 'owner' | 'renter';
  booking: HandoverBooking;
  /** The owner's draft as this browser kept it (a reload, a lost connection), or null. */
  draft: HandoverDraft | null;
}

export interface HandoverContext {
  role: 'owner' | 'renter';
  booking: HandoverBooking;
  draft: HandoverDraft;
  /** Set by a refused SUBMIT: the fields say what is wrong from then on, as they are edited. */
  showErrors: boolean;
  failure: Failure | null;
  /** Photos taken on this device and not yet on the server (queued while offline or uploading). */
  photosWaiting: number;
}

/** The actors the app provides (`handoverMachine.provide({ actors })`), by name. */
export interface HandoverActorTypes {
  /** `finalize-checkin` (or `-checkout`) with the draft; the booking as the API answers. */
  finalize: { input: { booking: HandoverBooking; draft: HandoverDraft }; output: HandoverBooking };
  /** `approve-checkin` (or `-checkout`); with a cash deposit at check-out, `confirm_cash_deposit_refunded`. */
  approve: { input: { booking: HandoverBooking }; output: HandoverBooking };
  /** The booking action `request_checkin_update` (or `request_checkout_update`). */
  requestUpdate: { input: { booking: HandoverBooking; phase: HandoverPhase }; output: HandoverBooking };
}

export type HandoverEvent =
  /** The polled booking changed (the other party acted, a payment arrived, the start day came). */
  | { type: 'BOOKING_CHANGED'; booking: HandoverBooking }
  /** The owner read the intro ("takes up to 2 hours") and begins. */
  | { type: 'START' }
  | { type: 'EDIT'; patch: Partial<HandoverDraft> }
  | { type: 'SUBMIT' }
  /** Check-out: the owner adds an extra cost (the extra-charge modal checked its fields) or takes one back. */
  | { type: 'ADD_CHARGE'; charge: NewExtraCharge }
  | { type: 'REMOVE_CHARGE'; index: number }
  | { type: 'APPROVE' }
  /** The device's photo queue changed: how many photos still wait to be uploaded. */
  | { type: 'PHOTOS_WAITING'; count: number }
  | { type: 'REQUEST_UPDATE' };
