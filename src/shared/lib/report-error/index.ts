export { reportError, setErrorUser, type ReportLevel } from './report-error';
export { startErrorReporting, type ErrorReportingOptions } from './start-error-reporting';
