export type {
  DepositStatus,
  Installment,
  InstallmentStatus,
  InstallmentType,
  Instant,
  OrderStatus,
  Transfer,
  TransferStatus,
  TransferType,
} from './model/types';
export {
  DOWN_PAYMENT_THRESHOLD,
  FIRST_PAYMENT_PERCENTAGE,
  REMAINDER_DUE_DAYS_BEFORE_START,
  hasDownPayment,
  installmentPlan,
  listedInstallments,
  nextPayableInstallment,
  type PlannedInstallment,
} from './model/installments';
export {
  DEPOSIT_HOLD_HOURS,
  DEPOSIT_RESERVATION_DAYS_BEFORE_START,
  depositReleaseDate,
  depositReservationDate,
  isDepositPayable,
  depositMomentAt,
  type DepositMoment,
} from './model/deposit';
export {
  PENDING_AMOUNT_DEFAULT_DAYS,
  PENDING_AMOUNT_MAX_DAYS,
  canExtendPendingAmountDeadline,
  pendingAmountOf,
  type PendingAmount,
} from './model/pending-damage-amount';
export {
  canReleaseDeposit,
  depositOutcomeOf,
  depositTimeline,
  type DepositOutcome,
  type DepositStepState,
  type DepositTimeline,
} from './model/deposit-timeline';
export { isPaidInFull } from './model/paid-in-full';
export {
  markPaid,
  openInstallments,
  payablesOf,
  remainingToPay,
  samePayable,
  transactionOfInstallment,
  type OrderMoney,
  type OrderPayable,
  type PayableKind,
} from './model/payables';
export { capturesImmediately } from './model/payment-capture';
export { expectedPayouts, type OrderForPayouts } from './model/expected-payouts';
export { orderKeys, orderQueries } from './api/order-queries';
export {
  depositStatusLabel,
  installmentStatusLabel,
  orderStatusLabel,
  refundStatusLabel,
  transferStatusLabel,
  transferTypeLabel,
} from './model/status-labels';
export { discountTypeLabel, productTypeLabel } from './model/product-labels';
