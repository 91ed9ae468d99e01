export { payoutStatusLabel } from './model/payout-status-labels';
