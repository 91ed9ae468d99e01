import { idVerificationMachine, selectIdVerificationView, type IdVerificationEvent } from '@machines/id-verification';
import type { AutoIdVerificationStatus, IdVerificationRecord } from '@/entities/user';
import { AUTHORIZE_URL, idRecord, swedishInput, swissInput, withPhotos } from '../../machines/id-verification/id-verification.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The ID verification page as the replay walks it (docs/machine-replay.md). A start's record is
 * made by the sandbox (`POST __sandbox/id-verifications`), which leaves the user's automatic status
 * as the reviewers would: the model reads the record the page loads from it. The return from the
 * e-ID provider is a restart of the page with the provider's code.
 */

const EID_STATE = 'replay-state';
const FULL_ID_CARD = ['front', 'back', 'selfie'] as const;

/** The record the sandbox has for a start's automatic status (none for a fresh account). */
function recordOfStart(auto: AutoIdVerificationStatus | null): IdVerificationRecord | null {
  if (auto === 'review') return idRecord({ status: 'pending_verification' }, [...FULL_ID_CARD]);
  if (auto === 'pending') return idRecord({ status: 'pending_proof_of_residency' }, [...FULL_ID_CARD]);
  if (auto === 'denied') return idRecord({ status: 'denied' }, [...FULL_ID_CARD]);
  return null;
}

const events: IdVerificationEvent[] = [
  { type: 'CHOOSE_EID' },
  { type: 'CHOOSE_DOCUMENT', documentType: 'id_card' },
  { type: 'CHOOSE_DOCUMENT', documentType: 'passport' },
  // The photos the page asks for, uploaded: an ID card's, a passport's, the proof of residency.
  { type: 'RECORD_CHANGED', record: idRecord({}, [...FULL_ID_CARD]) },
  { type: 'RECORD_CHANGED', record: idRecord({ documentType: 'passport' }, ['front', 'selfie']) },
  { type: 'RECORD_CHANGED', record: idRecord({ status: 'pending_proof_of_residency' }, [...FULL_ID_CARD, 'proof_of_residency']) },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'CHECK_AGAIN' },
];

export const idVerificationModel = defineModel({
  machine: idVerificationMachine,
  events,
  outcomes: {
    loadRecord: (s) => doneEvent('loadRecord', s.context.record ?? recordOfStart(s.context.autoStatus)),
    // A draft keeps its photos when its document changes; none yet (or a denied one) is a new record.
    startManual: (s) => {
      const { record, documentType } = s.context;
      const type = documentType ?? 'id_card';
      return doneEvent('startManual', record && record.status !== 'denied' ? { ...record, documentType: type } : withPhotos(idRecord({ documentType: type }), []));
    },
    submitDocuments: (s) => doneEvent('submitDocuments', { ...(s.context.record as IdVerificationRecord), status: 'pending_verification' }),
    requestEid: () => doneEvent('requestEid', AUTHORIZE_URL),
    finishEid: () => doneEvent('finishEid', idRecord({ status: 'approved', method: 'eid', documentType: null })),
  },
  // A reload starts from the API's record; on the provider's page, "Identify" brings the user back with a code.
  restart: (s) => ({
    role: s.context.role,
    isIdVerified: s.context.isIdVerified || s.context.record?.status === 'approved',
    autoStatus: s.context.autoStatus,
    eidAvailable: s.context.eidAvailable,
    redirectUri: s.context.redirectUri,
    eidReturn: s.matches('redirecting') ? { code: 'sbx-eid-ok', state: EID_STATE } : null,
    expectedState: EID_STATE,
    record: s.context.record,
  }),
  serialize: (s) => {
    const c = s.context;
    return JSON.stringify([s.value, c.eidAvailable, c.isIdVerified, c.autoStatus, c.record?.status, c.record?.documentType, (c.record?.images ?? []).map((i) => i.type).sort(), c.missing, c.failure?.slug]);
  },
  view: (s) => selectIdVerificationView(s),
  starts: {
    /** A fresh Swedish renter: the national e-ID. */
    swedish: swedishInput({ expectedState: EID_STATE }),
    /** A fresh Swiss renter: photos of a document. */
    swiss: swissInput(),
    /** A Swiss renter whose photos are with the reviewers. */
    inReview: swissInput({ autoStatus: 'review' }),
    /** The reviewers asked for a proof of residency. */
    proofAsked: swissInput({ autoStatus: 'pending' }),
    /** The reviewers denied it. */
    denied: swissInput({ autoStatus: 'denied' }),
  },
});
