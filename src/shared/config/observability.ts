/**
 * Where errors, analytics events and web vitals go (issue #25; the flag service: `flagServiceUrl`). With a real API
 * (VITE_API_URL) each service is on only when its own variable configures it; without one the app
 * runs on the sandbox, and so do these: the sandbox API hosts an envelope sink for the error SDK,
 * a beacon sink for analytics and vitals, and a flag service QA can change (openapi/sandbox/README.md).
 */
interface ObservabilityEnv {
  VITE_API_URL?: string;
  VITE_SENTRY_DSN?: string;
  VITE_POSTHOG_KEY?: string;
  VITE_POSTHOG_HOST?: string;
  VITE_VITALS_URL?: string;
  VITE_VITALS_SAMPLE_RATE?: string;
  VITE_RELEASE?: string;
}

export const SANDBOX_ERRORS_PATH = '/api/__sandbox/errors';
export const SANDBOX_ANALYTICS_PATH = '/api/__sandbox/analytics';

/** A tenth of page loads report their vitals unless VITE_VITALS_SAMPLE_RATE says otherwise; every one on the sandbox. */
const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

export type ErrorServiceConfig = { dsn: string; tunnel?: string };
export type AnalyticsConfig = { kind: 'posthog'; key: string; host: string } | { kind: 'beacon'; url: string };

export interface ObservabilityConfig {
  errors: ErrorServiceConfig | null;
  analytics: AnalyticsConfig | null;
  vitals: { url: string; sampleRate: number } | null;
  release: string;
}

const rate = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
};

export function observabilityConfig(env: ObservabilityEnv = import.meta.env as ObservabilityEnv, origin: string = globalThis.location?.origin ?? 'http://localhost'): ObservabilityConfig {
  const sandbox = !env.VITE_API_URL;
  // The SDK needs a DSN; on the sandbox it names this origin and the tunnel carries the envelopes.
  const errors: ErrorServiceConfig | null = env.VITE_SENTRY_DSN ? { dsn: env.VITE_SENTRY_DSN } : sandbox ? { dsn: origin.replace('://', '://sandbox@') + '/1', tunnel: SANDBOX_ERRORS_PATH } : null;
  const analytics: AnalyticsConfig | null = env.VITE_POSTHOG_KEY
    ? { kind: 'posthog', key: env.VITE_POSTHOG_KEY, host: env.VITE_POSTHOG_HOST ?? 'https://eu.i.posthog.com' }
    : sandbox
      ? { kind: 'beacon', url: SANDBOX_ANALYTICS_PATH }
      : null;
  const vitalsUrl = env.VITE_VITALS_URL ?? (sandbox ? SANDBOX_ANALYTICS_PATH : undefined);
  return {
    errors,
    analytics,
    vitals: vitalsUrl ? { url: vitalsUrl, sampleRate: rate(env.VITE_VITALS_SAMPLE_RATE, sandbox ? 1 : DEFAULT_VITALS_SAMPLE_RATE) } : null,
    release: env.VITE_RELEASE ?? __APP_VERSION__,
  };
}
