import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { AutoIdVerificationStatus, IdVerificationRecordStatus, IdVerificationStatus } from './types';

type S = components['schemas'];

/**
 * What the product shows of a user's ID verification (001 §4 "shown states"): the derived
 * status of `idVerificationStatus`. The record's and the attempts' statuses below are for the
 * verification pages and support, where the detail matters.
 */
export const idVerificationStatusLabel = defineLabels<IdVerificationStatus>({
  approved: msg`Verified`,
  pending: msg`In review`,
  denied: msg`Denied`,
  erroneous: msg`Something went wrong, try again`,
  incomplete: msg`Not finished`,
  none: msg`Not verified`,
});

/** 001 §4 ID verification record statuses. */
export const idVerificationRecordStatusLabel = defineLabels<IdVerificationRecordStatus>({
  draft: msg`Not sent yet`,
  pending_verification: msg`Waiting for review`,
  pending_proof_of_residency: msg`Waiting for proof of residency`,
  approved: msg`Verified`,
  denied: msg`Denied`,
});

/** 001 §4 statuses of the automatic verification and of its attempts. */
export const autoIdVerificationStatusLabel = defineLabels<AutoIdVerificationStatus>({
  created: msg`Started`,
  in_progress: msg`In progress`,
  abandoned: msg`Abandoned`,
  pending: msg`Waiting for review`,
  review: msg`In review`,
  approved: msg`Verified`,
  denied: msg`Denied`,
  failed: msg`Failed`,
  error: msg`Technical error`,
});

export const idVerificationMethodLabel = defineLabels<S['IdVerificationMethod']>({
  eid: msg`Electronic ID`,
  manual: msg`Photos of your ID document`,
});

export const idDocumentTypeLabel = defineLabels<S['IdDocumentType']>({
  passport: msg`Passport`,
  id_card: msg`ID card`,
});

export const idVerificationImageLabel = defineLabels<S['IdVerificationImageType']>({
  front: msg`Front of the document`,
  back: msg`Back of the document`,
  selfie: msg`Selfie`,
  proof_of_residency: msg`Proof of residency`,
});
