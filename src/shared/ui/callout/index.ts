export { Callout, type CalloutProps } from './callout';
