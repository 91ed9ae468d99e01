export { CreditCheck } from './ui/credit-check';
