export {
  exchangeRatesQueryOptions,
  fetchHealth,
  healthQueryOptions,
  platformVehicleCountQueryOptions,
  siteKeys,
  userReviewStatsQueryOptions,
} from './api/site-queries';
export { formatReviewAverage, formatReviewCount, formatVehicleCount } from './model/platform-counters';
export {
  DEFAULT_HEALTH_STATUS,
  MAINTENANCE_HEALTH_STATUS,
  healthStatusOf,
  isMaintenance,
  isOutage,
  type HealthAnswer,
} from './model/health';
export { CAMPAIGN_FLAGS, CAMPAIGN_IDS, campaignFlagAllows, campaignFlagOf, campaignFlagsOf, type CampaignFlag, type CampaignFlags, type CampaignId } from './model/campaign-flags';
export {
  CAMPAIGN_BANNER_DELAY_MS,
  CAMPAIGN_CLOSED_COOKIE_DAYS,
  CAMPAIGN_RULES,
  campaignApplies,
  campaignClosedCookie,
  campaignFor,
  type CampaignContext,
  type CampaignViewer,
} from './model/campaign-rules';
export { callBackDayLabel, callBackTimeLabel } from './model/support-request-labels';
export { userTermsQuery } from './api/user-terms-query';
export { termsHtmlToReact } from './lib/terms-html';
