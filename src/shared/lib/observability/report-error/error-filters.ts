/**
 * What the error service does with an error (spec 002 §8): drop the session's expected endings,
 * ignore what says nothing about the code (no answer from the network, a duplicate navigation, a
 * cancelled request), and file the one message that only means "log in again" as a warning.
 */
export type ErrorVerdict = 'drop' | 'warning' | 'report';

/** Slugs or messages the service never receives: the session ends or renews itself, by design. */
export const DROPPED_SLUGS_AND_MESSAGES: ReadonlySet<string> = new Set(['jwt_token_expired', 'jwt_token_invalid', 'auth_refresh_failed', 'Token not provided']);

export const DOWNGRADED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

/** fetch's words for "no answer" in Chromium, Firefox and Safari, and the API client's own. */
const NETWORK_MESSAGES = [/^failed to fetch/i, /^networkerror when attempting to fetch/i, /^load failed$/i, /^network request failed/i, /^network error$/i];
const NETWORK_NAMES = new Set(['NetworkError', 'TimeoutError', 'SessionReconnectingError']);
const CANCELLATION_NAMES = new Set(['AbortError', 'CanceledError', 'CancelledError', 'Cancel']);
const NAVIGATION_DUPLICATE = /navigationduplicated|avoided redundant navigation/i;

export interface ErrorFacts {
  name?: string | undefined;
  message?: string | undefined;
  slug?: string | undefined;
}

/** The name, message and API slug of anything thrown (an Error, an ApiError, a string, an API body). */
export function factsOf(error: unknown): ErrorFacts {
  if (typeof error === 'string') return { message: error };
  if (!error || typeof error !== 'object') return {};
  const { name, message, slug } = error as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { name: text(name), message: text(message), slug: text(slug) };
}

export function errorVerdict(facts: ErrorFacts): ErrorVerdict {
  const { name = '', message = '', slug = '' } = facts;
  if (DROPPED_SLUGS_AND_MESSAGES.has(slug) || DROPPED_SLUGS_AND_MESSAGES.has(message.trim())) return 'drop';
  if (CANCELLATION_NAMES.has(name) || NETWORK_NAMES.has(name)) return 'drop';
  if (NAVIGATION_DUPLICATE.test(name) || NAVIGATION_DUPLICATE.test(message)) return 'drop';
  if ((name === 'TypeError' || name === '') && NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return 'drop';
  if (message.trim() === DOWNGRADED_MESSAGE) return 'warning';
  return 'report';
}
