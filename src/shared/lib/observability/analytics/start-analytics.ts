import type { AnalyticsConfig } from '@/shared/config/observability';
import { hasConsented, subscribeConsent } from '../consent/consent';
import { connectAnalytics } from './analytics';

/**
 * Loads the configured service's adapter once the visitor has consented (now, or when they
 * accept later), never before: PostHog's SDK sets its own cookie. Without a service, events are
 * dropped (the no-op).
 */
export function startAnalytics(config: AnalyticsConfig | null, distinctId: () => string): void {
  if (!config) {
    connectAnalytics(undefined);
    return;
  }
  let started = false;
  const start = () => {
    if (started || !hasConsented()) return;
    started = true;
    const adapter =
      config.kind === 'posthog'
        ? import('./posthog-adapter').then(({ createPosthogAdapter }) => createPosthogAdapter(config.key, config.host, distinctId()))
        : import('./beacon-adapter').then(({ createBeaconAdapter }) => createBeaconAdapter(config.url, distinctId()));
    adapter.then(connectAnalytics, () => connectAnalytics(undefined));
  };
  start();
  subscribeConsent(start);
}
