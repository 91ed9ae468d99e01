export { numberFormat } from './number-format';
