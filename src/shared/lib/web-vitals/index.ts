export { startWebVitals, type WebVitalsOptions } from './start-web-vitals';
export { shouldReportVitals, type ConnectionFacts } from './vitals-policy';
