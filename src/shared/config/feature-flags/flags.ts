/**
 * The feature flags the app reads (issue #25), with the value each takes while the flag service
 * has not answered or cannot be reached: today's behaviour, so an outage of the service changes
 * nothing users see. Campaign flags carry the experiment's variant (spec 002 §2.13): `off`, the
 * `control` arm that sees the banner, or the `new` arm that does not.
 */
export const FLAG_DEFAULTS = {
  /** Spec 002 §6: the bookings menu item and the owner dashboard after login. */
  renterAccess: true,
  /** Spec 002 §6, §8: the maintenance guard of the main (.com) site. */
  maintenanceMain: false,
  /** The maintenance guard of the Swiss (.ch) site. */
  maintenanceSwiss: false,
  ownerCampaign: 'control',
  renterCampaign: 'control',
} as const satisfies Record<string, boolean | string>;

export type FlagKey = keyof typeof FLAG_DEFAULTS;

/** A flag's value type: booleans stay booleans, variants are any string the service sends. */
export type FlagValue<K extends FlagKey> = (typeof FLAG_DEFAULTS)[K] extends boolean ? boolean : string;

export type FlagValues = { [K in FlagKey]: FlagValue<K> };

export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];

/** The sandbox's flag service reads per-browser overrides from this cookie (a JSON object), so parallel tests do not share flags. */
export const SANDBOX_FLAGS_COOKIE = 'sandbox-flags';

export const SANDBOX_FLAGS_PATH = '/api/__sandbox/flags';

/**
 * The flag service's JSON endpoint: VITE_FLAGS_URL, else the sandbox's when the app runs on the
 * sandbox (no VITE_API_URL), else none (the defaults stand). Read value by value: the start-up
 * chunk must not carry the whole environment object.
 */
export const flagServiceUrl = (flagsUrl: string | undefined = import.meta.env.VITE_FLAGS_URL, apiUrl: string | undefined = import.meta.env.VITE_API_URL): string | undefined =>
  flagsUrl || (apiUrl ? undefined : SANDBOX_FLAGS_PATH);
