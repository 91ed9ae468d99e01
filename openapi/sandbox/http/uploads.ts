import { ApiError } from './api-error';
import type { MultipartBody } from './multipart';

/** 000 §5: JPEG, PNG, GIF and WEBP images; the size limit is ours (the spec says "a maximum"). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** 000 §5: registration documents are JPG or PDF. */
const DOCUMENT_TYPES = ['image/jpeg', 'application/pdf'];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function uploadedFile(multipart: MultipartBody | null, field = 'file'): File {
  const file = multipart?.files.get(field)?.[0];
  if (!file) throw new ApiError(422, 'validation_failed', 'The given data was invalid.', { [field]: [`The ${field} field must be a file.`] });
  return file;
}

/** Refuses what the product refuses: other types with 422 `image_invalid_type`, oversize with 413 `image_too_large`. */
export function checkImage(file: File): File {
  if (!IMAGE_TYPES.includes(file.type)) throw new ApiError(422, 'image_invalid_type', 'The image must be a JPEG, PNG, GIF or WEBP file.');
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'image_too_large', 'The image may not be greater than 15 MB.');
  return file;
}

export function checkDocument(file: File): File {
  if (!DOCUMENT_TYPES.includes(file.type)) throw new ApiError(422, 'document_invalid_type', 'The document must be a JPG or PDF file.');
  if (file.size > MAX_DOCUMENT_BYTES) throw new ApiError(413, 'document_too_large', 'The document may not be greater than 10 MB.');
  return file;
}
