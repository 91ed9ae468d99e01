import { useSyncExternalStore } from 'react';
import { FLAG_DEFAULTS, type FlagKey, type FlagValue, type FlagValues } from './flags';

/**
 * The flags as last evaluated, outside React. The OpenFeature SDK fills it once its lazy chunk
 * has loaded (`startFeatureFlags`); until then, and whenever the service cannot be reached, every
 * flag keeps its default. Components read it through `useFlag` only, so the SDK never sits in the
 * start-up JS.
 */
let values: FlagValues = { ...FLAG_DEFAULTS };
let settled = false;
const listeners = new Set<() => void>();
let resolveSettled: () => void = () => undefined;
let settledPromise = new Promise<void>((resolve) => (resolveSettled = resolve));

export function flagValue<K extends FlagKey>(key: K): FlagValue<K> {
  return values[key];
}

/**
 * New values from the flag service (OpenFeature's typed evaluation already fell back to the
 * default for a value of the wrong type); the first answer settles the flags.
 */
export function setFlagValues(next: Partial<FlagValues>): void {
  values = { ...values, ...next };
  markFlagsSettled();
  for (const listener of listeners) listener();
}

/** The service answered or failed: whoever waits for the flags goes on with what there is. */
export function markFlagsSettled(): void {
  settled = true;
  resolveSettled();
}

/** Resolves when the flags are settled or after `timeoutMs`, whichever comes first: a slow service never holds a page. */
export function whenFlagsSettled(timeoutMs: number): Promise<void> {
  if (settled) return Promise.resolve();
  return Promise.race([settledPromise, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Back to the defaults, not settled, as before the service answered (tests and stories). */
export function resetFlagValues(): void {
  values = { ...FLAG_DEFAULTS };
  settled = false;
  settledPromise = new Promise<void>((resolve) => (resolveSettled = resolve));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one way components read a feature flag; renders again when the service's answer arrives. */
export function useFlag<K extends FlagKey>(key: K): FlagValue<K> {
  return useSyncExternalStore(subscribe, () => values[key], () => values[key]);
}
