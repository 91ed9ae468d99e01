/** ID verification record statuses (001 §4). */
export type IdVerificationRecordStatus = 'draft' | 'pending_verification' | 'pending_proof_of_residency' | 'approved' | 'denied';

/**
 * Status of the automatic (eID or document) verification: the decisions pending,
 * approved and denied named by the derived-status rule, plus the attempt statuses
 * created, review, in_progress, abandoned, error and failed (001 §4).
 */
export type AutoIdVerificationStatus =
  | 'pending'
  | 'review'
  | 'approved'
  | 'denied'
  | 'failed'
  | 'created'
  | 'in_progress'
  | 'abandoned'
  | 'error';

/** What the product shows; `none` when there is nothing to show (no record, no attempt). */
export type IdVerificationStatus = 'approved' | 'pending' | 'denied' | 'erroneous' | 'incomplete' | 'none';

export type UserRole = 'renter' | 'owner';
