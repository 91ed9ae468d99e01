import type { ErrorEvent, EventHint } from '@sentry/browser';
import { errorVerdict, factsOf, type ErrorFacts } from './error-filters';
import { scrubUrl, scrubValue } from './scrub';

/** The thrown thing when the SDK kept it, else what the event says of its first exception or message. */
function factsOfEvent(event: ErrorEvent, hint: EventHint | undefined): ErrorFacts {
  if (hint?.originalException !== undefined && hint.originalException !== null) return factsOf(hint.originalException);
  const exception = event.exception?.values?.[0];
  return { name: exception?.type, message: exception?.value ?? event.message };
}

/** Only these of the user go out: who it is to the API, not who it is in life. */
const ALLOWED_USER_FIELDS = ['id', 'role'] as const;

/**
 * The error SDK's `beforeSend` (issue #25): the spec's filters, the route's name as the transaction
 * instead of the full address, and no personal data or secrets anywhere in the event.
 */
export function createBeforeSend(routeName: () => string) {
  return (event: ErrorEvent, hint?: EventHint): ErrorEvent | null => {
    const verdict = errorVerdict(factsOfEvent(event, hint));
    if (verdict === 'drop') return null;
    const route = routeName();
    const user = event.user ? Object.fromEntries(ALLOWED_USER_FIELDS.filter((field) => event.user?.[field] !== undefined).map((field) => [field, event.user?.[field]])) : undefined;
    const scrubbed = scrubValue({ ...event, user: undefined }) as ErrorEvent;
    return {
      ...scrubbed,
      ...(user ? { user } : {}),
      ...(verdict === 'warning' ? { level: 'warning' as const } : {}),
      transaction: route,
      tags: { ...scrubbed.tags, route },
      ...(event.request ? { request: { ...scrubbed.request, url: event.request.url ? scrubUrl(event.request.url) : undefined } } : {}),
    };
  };
}
