export { flagValue, resetFlagValues, setFlagValues, useFlag, whenFlagsSettled } from './flag-store';
export { startFeatureFlags, type FlagServiceOptions } from './start-feature-flags';
