export { PayoutReportsPage } from './ui/payout-reports-page';
