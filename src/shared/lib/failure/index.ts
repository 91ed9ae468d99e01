export { NETWORK_ERROR_SLUG, TIMEOUT_SLUG, UNKNOWN_FAILURE_SLUG, failureOf, type Failure } from './failure';
