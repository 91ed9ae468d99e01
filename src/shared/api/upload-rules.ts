import type { UploadFailure } from './upload-failure';

/** What an upload endpoint accepts: the media types and the largest size in bytes. */
export interface UploadRules {
  readonly types: readonly string[];
  readonly maxBytes: number;
}

/**
 * Photos (000 §5, 002 §5): JPEG, PNG, GIF and WEBP. The spec names "a maximum" without a number;
 * 15 MB is the contract's (`ImageUpload`, answered 413 `image_too_large` above it).
 */
export const IMAGE_UPLOAD_RULES: UploadRules = {
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: 15 * 1024 * 1024,
};

/** Registration documents (000 §3): JPG or PDF, at most 10 MB. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  types: ['image/jpeg', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
};

/**
 * Why a file would be refused, checked before anything is sent; `null` when it may go. A file
 * whose type the browser cannot tell (an empty `type`) is refused: the API would refuse it too.
 */
export function checkUpload(file: Blob, rules: UploadRules): UploadFailure | null {
  if (!rules.types.includes(file.type)) return { kind: 'invalid-type', types: rules.types };
  if (file.size > rules.maxBytes) return { kind: 'too-large', maxBytes: rules.maxBytes };
  return null;
}
