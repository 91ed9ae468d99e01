import type { RequestHandler } from 'msw';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './rules/tokens';
import { systemClock, type Clock } from './clock';
import { createHandlers } from './handlers';
import type { SandboxRuntime, SandboxSettings } from './http/runtime';
import { applyTimeRules } from './logic/time-rules';
import { anchorDayOf, DEFAULT_ANCHOR_DAY, DEFAULT_SEED } from './seed/seed-context';
import { seedStore } from './seed/seed-store';
import { storeFromData, type Store, type StoreData } from './store/store';

export interface SandboxOptions {
  /** Seed of the generated data (the same seed gives the same store). */
  seed?: number;
  /** Where "now" comes from; defaults to the system clock. */
  clock?: Clock;
  /** Lifetime of access tokens in seconds (3600 by default; tests shorten it). */
  accessTokenTtlSeconds?: number;
  /** Saved data to start from instead of seeding (the Node host's state file). */
  data?: StoreData;
  /**
   * The day the seeded data counts from: a fixed `YYYY-MM-DD`, or `'clock'` for the sandbox
   * clock's day at seeding and at every reset (the running app's hosts). Tests and stories keep
   * the default fixed day, so their data is the same every day.
   */
  anchor?: 'clock' | string;
}

export interface Sandbox extends SandboxRuntime {
  /** MSW handlers for both contracts and the sandbox-only endpoints. */
  readonly handlers: RequestHandler[];
  /** Called after every request that may have changed the store, and after a reset. */
  onChange(listener: () => void): () => void;
}

/**
 * A sandbox API: a store (seeded, or restored from saved data), the clock and
 * settings, and the MSW handlers that answer over them. Environment-neutral: the
 * hosts (host/vite-plugin.ts, node.ts, browser.ts) decide where it runs.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = options.clock ?? systemClock;
  const anchor = options.anchor ?? DEFAULT_ANCHOR_DAY;
  const settings: SandboxSettings = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? ACCESS_TOKEN_LIFETIME_SECONDS,
    pinnedNow: null,
  };
  const now = () => (settings.pinnedNow ? new Date(settings.pinnedNow) : clock.now());
  const anchorDay = () => (anchor === 'clock' ? anchorDayOf(now()) : anchor);
  let store: Store = options.data ? storeFromData(options.data) : seedStore(options.seed ?? DEFAULT_SEED, anchorDay());
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const runtime: SandboxRuntime = {
    get store() {
      return store;
    },
    settings,
    now,
    applyTimeRules: (now) => applyTimeRules(store, now),
    markChanged: notify,
    reset: (seed, day) => {
      store = seedStore(seed ?? store.seed, day ?? anchorDay());
      notify();
    },
  };
  return {
    ...runtime,
    get store() {
      return store;
    },
    handlers: createHandlers(runtime),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
