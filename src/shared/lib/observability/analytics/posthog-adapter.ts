import posthog from 'posthog-js';
import type { AnalyticsAdapter } from './analytics';

/**
 * PostHog (posthog.com), in a chunk of its own loaded only when VITE_POSTHOG_KEY is set and the
 * visitor has consented. Only the funnel's own events: no autocapture, no page-view guessing, no
 * session recording, no scripts fetched from PostHog's host (the CSP allows none); the visitor is
 * the API client's analytics distinct id, so events and API requests tell the same story.
 */
export function createPosthogAdapter(key: string, host: string, distinctId: string): AnalyticsAdapter {
  posthog.init(key, {
    api_host: host,
    bootstrap: { distinctID: distinctId },
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    persistence: 'localStorage+cookie',
    ip: false,
  });
  return {
    capture: (event, properties) => void posthog.capture(event, properties),
    optOut: () => {
      posthog.opt_out_capturing();
      posthog.reset();
    },
  };
}
