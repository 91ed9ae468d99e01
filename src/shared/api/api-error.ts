/** The one error shape of the API (`{ status, slug, message }`), as an Error the app can throw and catch. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly slug: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, slug: string, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.slug = slug;
    this.fieldErrors = fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Slugs after which the session is over: log out and ask for a new login (spec 002 §4.1). */
export const LOGOUT_SLUGS: ReadonlySet<string> = new Set([
  'jwt_exception',
  'jwt_refresh_failed',
  'jwt_token_invalid',
  'jwt_token_blacklisted',
]);

export const EXPIRED_TOKEN_SLUG = 'jwt_token_expired';

/** A token that was logged out or rotated away by a refresh: the session ends only when it is the current one. */
export const BLACKLISTED_TOKEN_SLUG = 'jwt_token_blacklisted';

interface ErrorBody {
  status?: unknown;
  slug?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** Turns an error response into an ApiError, whatever its body holds. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.clone().json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status says enough.
  }
  const slug = typeof body.slug === 'string' ? body.slug : `http_${response.status}`;
  const message = typeof body.message === 'string' ? body.message : response.statusText || `HTTP ${response.status}`;
  const fieldErrors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  return new ApiError(response.status, slug, message, fieldErrors);
}
