export { Callout, type CalloutProps } from './callout';
export { RetryCallout } from './retry-callout';
