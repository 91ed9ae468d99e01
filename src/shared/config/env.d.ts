interface ImportMetaEnv {
  /** A real API instead of the sandbox the dev and preview servers host. */
  readonly VITE_API_URL?: string;
  readonly VITE_CONTENT_API_URL?: string;
  /** The session's own calls (login, refresh, logout) when a backend-for-frontend holds the refresh token; the API otherwise. */
  readonly VITE_SESSION_API_URL?: string;
  /** Stripe's publishable key; with VITE_API_URL, payments go through Stripe instead of the sandbox gateway. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_MAIN_ORIGIN?: string;
  readonly VITE_SWISS_ORIGIN?: string;
  /** `true` builds the site in maintenance: every page answers 503. */
  readonly VITE_MAINTENANCE?: string;
  /** How long an API read (GET) may take before the page shows its error, in ms (default 15000). */
  readonly VITE_API_READ_TIMEOUT_MS?: string;
  /** How long an API write may take, in ms (default 30000). */
  readonly VITE_API_WRITE_TIMEOUT_MS?: string;
  /** Sentry's DSN: errors are reported only with one (or on the sandbox, to its envelope sink). */
  readonly VITE_SENTRY_DSN?: string;
  /** PostHog's project key and host: the funnel's events go there once the visitor consents. */
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
  /** Where the web-vitals beacons go, and the share of page loads that send them (0…1, default 0.1). */
  readonly VITE_VITALS_URL?: string;
  readonly VITE_VITALS_SAMPLE_RATE?: string;
  /** The flag service's JSON endpoint (`{ flags }`); the sandbox's `/api/__sandbox/flags` without a real API. */
  readonly VITE_FLAGS_URL?: string;
  /** reCAPTCHA v3's site key for the support form's bot check; without one (the sandbox) no script is loaded. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** The support chat's app id; without one (the sandbox) the app's own stand-in script is loaded. */
  readonly VITE_CHAT_APP_ID?: string;
  /** The release name errors are filed under (default `campershare-web@<package version>`). */
  readonly VITE_RELEASE?: string;
}

/** The build's release name (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
/** The version in the production catalogs' chunk names (vite.config.ts). */
declare const __CATALOGS_VERSION__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
