export {
  COUNTRY_CONFIG,
  CURRENCIES,
  FALLBACK_COUNTRY,
  MARKET_COUNTRIES,
  SUPPORT_EMAIL,
  isMarketCountry,
  type CountryConfig,
  type Currency,
  type MarketCountry,
} from './countries';
export { ADMIN_SITE_URL, CAREERS_URL, SOCIAL_LINKS, helpCentreUrl } from './external-links';
export { POLL_INTERVAL_MS } from './polling';
export { currentSite, setServerLocation, siteOfHost, siteOrigin } from './site-origins';
export {
  FLAG_DEFAULTS,
  FLAG_KEYS,
  SANDBOX_FLAGS_COOKIE,
  SANDBOX_FLAGS_PATH,
  flagServiceUrl,
  flagValue,
  resetFlagValues,
  setFlagValues,
  startFeatureFlags,
  useFlag,
  whenFlagsSettled,
  type FlagKey,
  type FlagServiceOptions,
  type FlagValue,
  type FlagValues,
} from './feature-flags';
export { observabilityConfig, SANDBOX_ANALYTICS_PATH, SANDBOX_ERRORS_PATH, type AnalyticsConfig, type ErrorServiceConfig, type ObservabilityConfig } from './observability';
