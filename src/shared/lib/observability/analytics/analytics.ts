import { hasConsented, subscribeConsent } from '../consent/consent';

/** A product-analytics service as the app uses it: one event at a time, and an opt-out when consent is withdrawn. */
export interface AnalyticsAdapter {
  capture(event: string, properties: Record<string, unknown>): void;
  optOut(): void;
}

type Properties = Record<string, string | number | boolean | null | undefined | Record<string, string | number | boolean | null | undefined>>;

const QUEUE_LIMIT = 50;
let adapter: AnalyticsAdapter | undefined;
let pending: { event: string; properties: Properties }[] = [];
let followingConsent = false;

/**
 * Records an event, only when the visitor has accepted cookies (nothing is kept from before: an
 * event the visitor did not agree to is not sent later either). Until the service's adapter has
 * loaded, accepted events wait in a short queue, in order.
 */
export function track(event: string, properties: Properties = {}): void {
  if (!hasConsented()) return;
  if (adapter) adapter.capture(event, properties);
  else if (pending.length < QUEUE_LIMIT) pending.push({ event, properties });
}

/** The adapter has loaded (or none is configured: `undefined` drops the queue for good). */
export function connectAnalytics(next: AnalyticsAdapter | undefined): void {
  adapter = next;
  if (!followingConsent) {
    followingConsent = true;
    // Withdrawn consent stops the service at once and forgets what waited.
    subscribeConsent(() => {
      if (hasConsented()) return;
      pending = [];
      adapter?.optOut();
    });
  }
  const waiting = pending;
  pending = [];
  if (next && hasConsented()) for (const { event, properties } of waiting) next.capture(event, properties);
}
