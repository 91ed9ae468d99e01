export { numberFormat, warmNumberFormat } from './number-format';
