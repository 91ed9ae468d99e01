import type { IdDocumentType, IdVerificationImageType, IdVerificationRecord } from '@/entities/user';
import { IMAGE_UPLOAD_RULES, api, unwrap, uploadFile, type UploadOptions } from '@/shared/api';

type SendOptions = Omit<UploadOptions, 'rules'>;

/**
 * A manual verification with this document: a new record when there is none (or the last was
 * denied: the API replaces it), otherwise the draft's document changed.
 */
export async function startManualVerification(record: IdVerificationRecord | null, documentType: IdDocumentType): Promise<IdVerificationRecord> {
  const body = { method: 'manual' as const, documentType };
  if (record === null || record.status === 'denied') return (await unwrap(api.POST('/me/id-verifications', { body }))).data;
  return (await unwrap(api.PUT('/id-verifications/{id}', { params: { path: { id: record.id } }, body }))).data;
}

/** Sends the photos for review (`status: pending_verification`), also after a proof of residency was asked for. */
export async function submitVerification(record: IdVerificationRecord): Promise<IdVerificationRecord> {
  return (await unwrap(api.PUT('/id-verifications/{id}', { params: { path: { id: record.id } }, body: { status: 'pending_verification' } }))).data;
}

export async function uploadIdPhoto(id: number, type: IdVerificationImageType, file: File, options: SendOptions): Promise<IdVerificationRecord> {
  return (await uploadFile({ method: 'POST', path: '/id-verifications/{id}/images', params: { path: { id } }, fields: { type }, file }, { rules: IMAGE_UPLOAD_RULES, ...options })).data;
}

export async function rotateIdPhoto(id: number, type: IdVerificationImageType, direction: 'left' | 'right'): Promise<IdVerificationRecord> {
  const request = { params: { path: { id } }, body: { type } };
  const answer = direction === 'left' ? api.POST('/id-verifications/{id}/rotate-image-left', request) : api.POST('/id-verifications/{id}/rotate-image-right', request);
  return (await unwrap(answer)).data;
}

export async function removeIdPhoto(id: number, type: IdVerificationImageType): Promise<IdVerificationRecord> {
  return (await unwrap(api.POST('/id-verifications/{id}/delete-image', { params: { path: { id } }, body: { type } }))).data;
}

/** `POST /verify/eid-signed-request`: what the provider's authorize URL is built from. */
export async function requestEidSignature(redirectUri: string) {
  return (await unwrap(api.POST('/verify/eid-signed-request', { body: { redirectUri } }))).data;
}

/** `POST /verify/eid-oauth` with the provider's code and the redirect URI it was given. */
export async function finishEidVerification(code: string, redirectUri: string): Promise<IdVerificationRecord> {
  return (await unwrap(api.POST('/verify/eid-oauth', { body: { code, redirectUri } }))).data;
}
