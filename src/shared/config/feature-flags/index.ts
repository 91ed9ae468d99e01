export { FLAG_DEFAULTS, FLAG_KEYS, SANDBOX_FLAGS_COOKIE, SANDBOX_FLAGS_PATH, flagServiceUrl, type FlagKey, type FlagValue, type FlagValues } from './flags';
export { flagValue, resetFlagValues, setFlagValues, useFlag, whenFlagsSettled } from './flag-store';
export { startFeatureFlags, type FlagServiceOptions } from './start-feature-flags';
