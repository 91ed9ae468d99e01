import type { ErrorServiceConfig } from '@/shared/config/observability';
import { connectErrorSink } from './report-error';

export interface ErrorReportingOptions {
  config: ErrorServiceConfig | null;
  release: string;
  environment: string;
  /** The current route's name: events are filed by route, never by the full address with its query. */
  routeName: () => string;
}

/** Loads the error SDK in its own chunk (call it after the first paint); nothing without a configured service. */
export async function startErrorReporting({ config, ...options }: ErrorReportingOptions): Promise<void> {
  if (!config) return;
  const { createSentrySink } = await import('./sentry-sink');
  connectErrorSink(createSentrySink({ ...config, ...options }));
}
