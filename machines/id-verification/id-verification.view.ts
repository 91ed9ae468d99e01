import type { SnapshotFrom } from 'xstate';
import { idVerificationErrorOf, idVerificationStatus, missingIdImages, requiredIdImages, type IdDocumentType, type IdVerificationErrorSlug, type IdVerificationImageType, type IdVerificationRecord, type IdVerificationStatus } from '@/entities/user';
import type { Failure } from '@/shared/lib/flow';
import type { idVerificationMachine } from './id-verification.machine';

export type IdVerificationPhase =
  | 'loading'
  | 'loadFailed'
  | 'routing'
  | 'choosing'
  | 'requestingEid'
  | 'redirecting'
  | 'finishingEid'
  | 'eidFailed'
  | 'startingManual'
  | 'documents'
  | 'submitting'
  | 'pending'
  | 'proofOfResidency'
  | 'approved'
  | 'denied';

const PHASES: readonly IdVerificationPhase[] = [
  'loading',
  'loadFailed',
  'routing',
  'choosing',
  'requestingEid',
  'redirecting',
  'finishingEid',
  'eidFailed',
  'startingManual',
  'documents',
  'submitting',
  'pending',
  'proofOfResidency',
  'approved',
  'denied',
];

export interface IdVerificationView {
  phase: IdVerificationPhase;
  /** A call runs: the controls are locked. */
  busy: boolean;
  /** 001 §4's derived status, for the status line (002 §4.10's labels). */
  status: IdVerificationStatus;
  eidAvailable: boolean;
  record: IdVerificationRecord | null;
  documentType: IdDocumentType | null;
  /** The photos this step asks for, in order, and those a refused SUBMIT found missing. */
  photos: IdVerificationImageType[];
  missing: IdVerificationImageType[];
  failure: Failure | null;
  /** The failure as one of 001 §8's ID verification errors (the e-ID's and the submit's). */
  error: IdVerificationErrorSlug | null;
  authorizeUrl: string | null;
  canSubmit: boolean;
}

/** What the verification page shows in a snapshot of the machine. */
export function selectIdVerificationView(snapshot: SnapshotFrom<typeof idVerificationMachine>): IdVerificationView {
  const phase = PHASES.find((name) => snapshot.matches(name)) ?? 'loading';
  const { context } = snapshot;
  const record = context.record;
  const documentType = record?.documentType ?? context.documentType;
  const status = idVerificationStatus({ recordStatus: record?.status ?? null, autoStatus: context.autoStatus, isIdVerified: context.isIdVerified });
  return {
    phase,
    busy: ['loading', 'routing', 'requestingEid', 'redirecting', 'finishingEid', 'startingManual', 'submitting'].includes(phase),
    status: phase === 'approved' ? 'approved' : status,
    eidAvailable: context.eidAvailable,
    record,
    documentType,
    photos: record ? requiredIdImages(documentType ?? null, record.status) : [],
    missing: context.missing,
    failure: context.failure,
    error: context.failure && context.failure.slug !== 'eid_canceled' ? idVerificationErrorOf(context.failure.slug) : null,
    authorizeUrl: context.authorizeUrl,
    canSubmit: record !== null && missingIdImages(record).length === 0,
  };
}
