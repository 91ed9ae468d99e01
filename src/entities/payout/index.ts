export { payoutStatusLabel } from './model/payout-status-labels';
export { IBAN_PROBLEM_MESSAGES, electronicIban, ibanProblem, readableIban, type IbanProblem } from './model/iban';
export {
  PAYOUT_WORKING_DAYS,
  dueNext,
  reportYears,
  transactionsTotal,
  yearFigures,
  type DueNext,
  type Payout,
  type PayoutReport,
  type ReportYear,
  type YearStats,
} from './model/economy-figures';
export { PAYOUTS_PAGE_SIZE, payoutKeys, payoutQueries } from './api/payout-queries';
