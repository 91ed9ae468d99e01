export { EconomyFigures, EconomyFrame, EconomyTable } from './ui/economy-frame';
export { PayoutsTable } from './ui/payouts-table';
