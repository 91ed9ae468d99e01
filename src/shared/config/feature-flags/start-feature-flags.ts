import { markFlagsSettled } from './flag-store';

export interface FlagServiceOptions {
  /** The flag service's JSON endpoint; none means the defaults are final. */
  url: string | undefined;
  /** Who is asking (site, locale): the service may answer per site. */
  context: Record<string, string>;
}

/** Loads the OpenFeature SDK in its own chunk and fills the flag store from the service. */
export function startFeatureFlags({ url, context }: FlagServiceOptions): void {
  if (!url) {
    markFlagsSettled();
    return;
  }
  import('./open-feature-client').then(
    ({ connectFlagService }) => connectFlagService(url, context),
    () => markFlagsSettled(),
  );
}
