// Errors, analytics, web vitals and the cookie consent they answer to (issue #25). Each service's
// SDK is loaded by its `start*` function in a chunk of its own; what is imported from here is light.
export { connectAnalytics, track, type AnalyticsAdapter } from './analytics/analytics';
export { startAnalytics } from './analytics/start-analytics';
export { CONSENT_COOKIE, CONSENT_UNASKED_MARK, consentChoice, hasConsented, resetConsent, setConsent, subscribeConsent, useConsent, type ConsentChoice } from './consent/consent';
export { reportError, setErrorUser, type ReportLevel } from './report-error/report-error';
export { startErrorReporting, type ErrorReportingOptions } from './report-error/start-error-reporting';
export { startWebVitals, type WebVitalsOptions } from './web-vitals/start-web-vitals';
export { shouldReportVitals, type ConnectionFacts } from './web-vitals/vitals-policy';
