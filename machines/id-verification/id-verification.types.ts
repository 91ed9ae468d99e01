import type { AutoIdVerificationStatus, EidReturn, IdDocumentType, IdVerificationImageType, IdVerificationRecord } from '@/entities/user';
import type { Failure } from '@/shared/lib/flow';

export interface IdVerificationInput {
  role: 'renter' | 'owner';
  isIdVerified: boolean;
  autoStatus: AutoIdVerificationStatus | null;
  /** 002 §9 `eidAvailable` of the user's country: the national e-ID there, photos of a document elsewhere. */
  eidAvailable: boolean;
  /** Where the e-ID provider sends the user back to: this page's address, without a query. */
  redirectUri: string;
  /** The provider's answer when the page opens on the return from it. */
  eidReturn: EidReturn | null;
  /** The `state` this browser sent with the authorize URL, to tell its own answer from another. */
  expectedState: string | null;
  /** The record the page already has (its query's cache), shown until the API's answer replaces it. */
  record?: IdVerificationRecord | null;
}

export interface IdVerificationContext extends IdVerificationInput {
  record: IdVerificationRecord | null;
  /** The document chosen before the record has one. */
  documentType: IdDocumentType | null;
  /** Set by a SUBMIT refused for missing photos: the page names them by their fields. */
  missing: IdVerificationImageType[];
  failure: Failure | null;
  authorizeUrl: string | null;
}

/** The actors the app provides (`idVerificationMachine.provide({ actors })`), by name. */
export interface IdVerificationActorTypes {
  /** `GET /me/id-verifications`; null for `model_not_found`. */
  loadRecord: { input: undefined; output: IdVerificationRecord | null };
  /** `POST /me/id-verifications` (none yet, or a denied one to replace) or `PUT /id-verifications/{id}` with the method and document. */
  startManual: { input: { record: IdVerificationRecord | null; documentType: IdDocumentType }; output: IdVerificationRecord };
  /** `PUT /id-verifications/{id}` with `status: pending_verification`. */
  submitDocuments: { input: { record: IdVerificationRecord }; output: IdVerificationRecord };
  /** `POST /verify/eid-signed-request`, then the provider's authorize URL (the actor keeps the state it put in it). */
  requestEid: { input: { redirectUri: string }; output: string };
  /** `POST /verify/eid-oauth` with the provider's code and the same redirect URI. */
  finishEid: { input: { code: string; redirectUri: string }; output: IdVerificationRecord };
}

export type IdVerificationEvent =
  | { type: 'CHOOSE_EID' }
  | { type: 'CHOOSE_DOCUMENT'; documentType: IdDocumentType }
  /** A photo was uploaded, rotated or removed: the record as the API answered. */
  | { type: 'RECORD_CHANGED'; record: IdVerificationRecord }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** Looks at the record again (the review may have ended). */
  | { type: 'CHECK_AGAIN' };
