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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
