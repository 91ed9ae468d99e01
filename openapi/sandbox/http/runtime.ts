import type { Store } from '../store/store';

/** The parts of a running sandbox the routes use: the current store (reset swaps it), time and settings. */
export interface SandboxRuntime {
  readonly store: Store;
  now(): Date;
  readonly settings: SandboxSettings;
  /** Applies the time-based rules (expiries, deposits) up to now before a request is answered. */
  applyTimeRules(now: Date): void;
  /** Called after a request that may have changed the store. */
  markChanged(): void;
  /** Reseeds the store (POST /__sandbox/reset), anchored at the given day or the sandbox's own anchor. */
  reset(seed?: number, anchorDay?: string): void;
}

export interface SandboxSettings {
  /** Lifetime of new access tokens (3600 s by default; tests shorten it). */
  accessTokenTtlSeconds: number;
  /** A fixed "now" for the sandbox clock, or null for the injected clock. */
  pinnedNow: string | null;
}
