import { isApiError } from './api-error';

/**
 * Why an upload did not arrive, in the terms the user is told (000 §8, 002 §8: too large, invalid
 * type, server status) plus what a poor connection adds. `transient` failures may succeed when
 * the same file is sent again; the others need another file or another try by the user.
 */
export type UploadFailure =
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'invalid-type'; types: readonly string[] }
  | { kind: 'server'; status: number; slug: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'canceled' }
  /** The caller's own check of the file (e.g. a photo's pixel size) refused it, with what to tell the user. */
  | { kind: 'refused'; message: string };

/** Thrown by `uploadFile` for every failure, so callers handle one error type. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure, options?: { cause?: unknown }) {
    super(`Upload failed: ${failure.kind}`, options);
    this.failure = failure;
  }
}

export const isUploadError = (error: unknown): error is UploadError => error instanceof UploadError;

/** Gateways and overloaded servers: worth one more try after a pause. */
const TRANSIENT_STATUSES = new Set([408, 429, 502, 503, 504]);

export function isTransientFailure(failure: UploadFailure): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  return failure.kind === 'server' && TRANSIENT_STATUSES.has(failure.status);
}

/**
 * Reads any error an upload can end with: the API's own refusals of size and type become the
 * same failures the browser's checks give (the limits the API names are not known here, so
 * `fallback` rules fill them in), other answers keep their status for the message.
 */
export function uploadFailureOf(error: unknown, fallback: { maxBytes: number; types: readonly string[] }): UploadFailure {
  if (isUploadError(error)) return error.failure;
  if (isApiError(error)) {
    if (error.status === 413 || /too_large$/.test(error.slug)) return { kind: 'too-large', maxBytes: fallback.maxBytes };
    if (/invalid_type$/.test(error.slug)) return { kind: 'invalid-type', types: fallback.types };
    return { kind: 'server', status: error.status, slug: error.slug };
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return { kind: 'timeout' };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'canceled' };
  return { kind: 'network' };
}
