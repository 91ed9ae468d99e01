export { ANALYTICS_MAX_NIGHTS, ANALYTICS_NIGHTS_WITHOUT_DATES, analyticsPrice, type AnalyticsPrice } from './model/analytics-price';
export { funnelFilters, trackFunnel, type FunnelEvent, type FunnelEventName } from './model/funnel-events';
