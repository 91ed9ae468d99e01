export type { CardPaymentMethod, Payable, PayableType, Payment, PaymentCreate, PaymentPurpose, PaymentStatus, SavedPaymentMethod } from './model/types';
export { UNSUPPORTED_CARD_BRANDS, isCardBrandSupported } from './model/card-brands';
export { STRIPE_ACCOUNT_COUNTRIES, stripeAccountOf, type StripeAccount } from './model/stripe-accounts';
export {
  INVALID_STRIPE_INFO_MESSAGE,
  buildPaymentCreate,
  isPaymentFailed,
  isPaymentSettled,
  type PaymentCreateInput,
  type PaymentCreateResult,
} from './model/payment-create';
export {
  isCardEntryError,
  paymentErrorReasonOf,
  paymentFailureOf,
  paymentFailureOfCode,
  showsBankLimitsHint,
  type PaymentErrorReason,
  type PaymentFailure,
} from './model/payment-errors';
export { BANK_LIMITS_HINT, paymentErrorMessage } from './model/payment-error-messages';
export { paymentKeys, paymentQueries } from './api/payment-queries';
export { payActionLabel, transactionTypeLabel } from './model/transaction-labels';
export { payableTypeLabel, paymentMethodKindLabel, paymentMethodStatusLabel, paymentPurposeLabel, paymentStatusLabel } from './model/payment-labels';
export { brandName, defaultSavedMethod, savedCardLabel } from './model/saved-cards';
