export { PayoutsPage } from './ui/payouts-page';
