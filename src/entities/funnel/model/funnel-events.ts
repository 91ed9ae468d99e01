import { track } from '@/shared/lib/observability';
import type { AnalyticsPrice } from './analytics-price';

type Filters = Record<string, string | number | boolean>;

/**
 * The funnel's events (issue #25), one typed list: what a renter does from search to booking, and
 * what an owner does to list a vehicle. Ids and prices only: nothing that names a person.
 */
export type FunnelEvent =
  | { name: 'search_viewed'; filters: Filters; resultCount?: number }
  | { name: 'vehicle_viewed'; vehicleId: number; price?: AnalyticsPrice | undefined }
  | { name: 'favourite_added'; vehicleId: number }
  | { name: 'booking_started'; vehicleId: number; bookingMethod: string }
  | { name: 'booking_step_completed'; vehicleId: number; step: string }
  | { name: 'payment_submitted'; payableType: string; payableId: number }
  | { name: 'booking_request_sent' | 'booking_confirmed'; vehicleId: number; bookingId?: number | undefined; price?: AnalyticsPrice | undefined }
  | { name: 'signed_up' | 'logged_in'; role: string }
  | { name: 'vehicle_created' | 'vehicle_published'; vehicleId: number };

export type FunnelEventName = FunnelEvent['name'];

/** Sends one funnel event through the analytics service (only with the visitor's consent). */
export function trackFunnel(event: FunnelEvent): void {
  const { name, ...rest } = event;
  const { price, filters, ...plain } = rest as { price?: AnalyticsPrice; filters?: Filters } & Record<string, string | number | undefined>;
  track(name, {
    ...plain,
    ...(filters ? { filters } : {}),
    ...(price ? { price: price.amount, currency: price.currency, nights: price.nights } : {}),
  });
}

/** A search's filters as an event carries them: plain values, lists joined, empty ones left out. */
export function funnelFilters(state: object): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(state)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') filters[key] = value;
    else if (Array.isArray(value) && value.length > 0) filters[key] = value.join(',');
  }
  return filters;
}
