interface ImportMetaEnv {
  /** A real API instead of the sandbox the dev and preview servers host. */
  readonly VITE_API_URL?: string;
  readonly VITE_CONTENT_API_URL?: string;
  readonly VITE_MAIN_ORIGIN?: string;
  readonly VITE_SWISS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
