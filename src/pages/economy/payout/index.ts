export { PayoutPage } from './ui/payout-page';
