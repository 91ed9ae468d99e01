import type { components } from '@/shared/api';

type S = components['schemas'];
export type IdVerificationRecord = S['IdVerification'];
export type IdDocumentType = S['IdDocumentType'];
export type IdVerificationImageType = S['IdVerificationImageType'];

/**
 * The photos a manual verification needs before it is sent for review: a passport's photo page,
 * both sides of an ID card, and a selfie holding it (the reviewers compare the faces); once the
 * reviewers ask for it, a proof of residency.
 */
export function requiredIdImages(documentType: IdDocumentType | null, status: IdVerificationRecord['status'] = 'draft'): IdVerificationImageType[] {
  if (status === 'pending_proof_of_residency') return ['proof_of_residency'];
  return documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}

/** The required photos the record does not have yet, in the order they are asked for. */
export function missingIdImages(record: Pick<IdVerificationRecord, 'documentType' | 'status'> & { images?: readonly { type: IdVerificationImageType }[] | undefined }): IdVerificationImageType[] {
  const present = new Set((record.images ?? []).map((image) => image.type));
  return requiredIdImages(record.documentType ?? null, record.status).filter((type) => !present.has(type));
}
