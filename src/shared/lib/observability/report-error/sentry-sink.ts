import * as Sentry from '@sentry/browser';
import type { ErrorServiceConfig } from '@/shared/config/observability';
import { createBeforeSend } from './before-send';
import type { ErrorSink } from './report-error';

export interface SentryOptions extends ErrorServiceConfig {
  release: string;
  environment: string;
  routeName: () => string;
}

/**
 * Sentry's browser SDK, in a chunk of its own that loads after the first paint. Its own global
 * handlers report uncaught errors and rejections; `beforeSend` applies the spec's filters.
 */
export function createSentrySink({ dsn, tunnel, release, environment, routeName }: SentryOptions): ErrorSink {
  Sentry.init({
    dsn,
    ...(tunnel ? { tunnel } : {}),
    release,
    environment,
    // No user data, cookies, headers, bodies or query parameters from the SDK's own instruments.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: createBeforeSend(routeName),
    // Breadcrumbs of the console and of requests carry texts and addresses; the scrubber sees them too.
    maxBreadcrumbs: 30,
    // Not the wrapping of every timer, animation frame and event listener of the page's prototypes:
    // it was most of the SDK's start (a long task on a phone, measured in docs/decisions.md), and
    // the browsers we support report those errors with their stacks to the global handlers.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserApiErrors'),
  });
  return {
    capture: (error, { message, level }) => {
      Sentry.captureException(error, { level, tags: { context: message } });
    },
    setUser: (user) => Sentry.setUser(user),
  };
}
