import type { AutoIdVerificationStatus, IdVerificationRecordStatus, IdVerificationStatus } from './types';

export interface IdVerificationInput {
  recordStatus: IdVerificationRecordStatus | null;
  autoStatus: AutoIdVerificationStatus | null;
  isIdVerified: boolean;
}

// 001 §4 names three automatic statuses as incomplete and one as erroneous; these are
// the attempts that never reached a decision (created, in_progress, abandoned) and the
// technical failure (error). `review` waits for a decision like `pending`; `failed`
// is a negative decision like `denied`.
const AUTO_PENDING: readonly AutoIdVerificationStatus[] = ['pending', 'review'];
const AUTO_DENIED: readonly AutoIdVerificationStatus[] = ['denied', 'failed'];
const AUTO_INCOMPLETE: readonly AutoIdVerificationStatus[] = ['created', 'in_progress', 'abandoned'];

const includes = (list: readonly AutoIdVerificationStatus[], status: AutoIdVerificationStatus | null): boolean =>
  status !== null && list.includes(status);

/**
 * The derived ID verification status (001 §4). Precedence, first match wins:
 * 1. approved — record approved, user flagged verified, or automatic approved: a
 *    verified identity stays verified whatever an older or parallel attempt says;
 * 2. pending — record pending_verification or pending_proof_of_residency, or automatic
 *    pending: a review under way supersedes an earlier denial (the user is retrying);
 * 3. denied — record or automatic denied;
 * 4. erroneous — automatic error (offer a retry);
 * 5. incomplete — automatic created, in_progress or abandoned;
 * 6. none.
 */
export function idVerificationStatus({ recordStatus, autoStatus, isIdVerified }: IdVerificationInput): IdVerificationStatus {
  if (recordStatus === 'approved' || isIdVerified || autoStatus === 'approved') return 'approved';
  if (recordStatus === 'pending_verification' || recordStatus === 'pending_proof_of_residency' || includes(AUTO_PENDING, autoStatus)) {
    return 'pending';
  }
  if (recordStatus === 'denied' || includes(AUTO_DENIED, autoStatus)) return 'denied';
  if (autoStatus === 'error') return 'erroneous';
  if (includes(AUTO_INCOMPLETE, autoStatus)) return 'incomplete';
  return 'none';
}
