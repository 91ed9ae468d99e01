/**
 * Why something failed, as machines keep it in their context: serialisable, with the API's slug
 * (001 §8, 002 §8) or one of the client's own (`timeout`, `network_error`, `unknown_error`).
 */
export interface Failure {
  slug: string;
  message: string;
  /** The HTTP status, when the API answered. */
  status?: number;
  /** Field errors of a `validation_failed` answer: field name → messages. */
  fields?: Record<string, string[]>;
}

export const UNKNOWN_FAILURE_SLUG = 'unknown_error';
export const TIMEOUT_SLUG = 'timeout';
export const NETWORK_ERROR_SLUG = 'network_error';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFieldErrors = (value: unknown): value is Record<string, string[]> => isRecord(value) && Object.values(value).every(Array.isArray);

/**
 * Any thrown value as a Failure: the API's errors keep their slug, status and field errors
 * (`ApiError` is recognised by its shape, so machines need not import the API client); a
 * deadline that passed, or no answer at all, get slugs of their own so a screen can say so.
 */
export function failureOf(error: unknown): Failure {
  if (isRecord(error) && typeof error['slug'] === 'string') {
    const status = typeof error['status'] === 'number' ? error['status'] : undefined;
    // `ApiError.fieldErrors`, or `fields` of a failure a machine kept (converting twice changes nothing).
    const given = error['fieldErrors'] ?? error['fields'];
    const fields = isFieldErrors(given) && Object.keys(given).length > 0 ? given : undefined;
    return {
      slug: error['slug'],
      message: typeof error['message'] === 'string' ? error['message'] : error['slug'],
      ...(status === undefined ? {} : { status }),
      ...(fields ? { fields } : {}),
    };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { slug: TIMEOUT_SLUG, message: error.message };
  if (error instanceof TypeError) return { slug: NETWORK_ERROR_SLUG, message: error.message };
  return { slug: UNKNOWN_FAILURE_SLUG, message: error instanceof Error ? error.message : String(error) };
}
