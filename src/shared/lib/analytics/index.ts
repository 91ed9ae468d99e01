export { connectAnalytics, track, type AnalyticsAdapter } from './analytics';
export { startAnalytics } from './start-analytics';
