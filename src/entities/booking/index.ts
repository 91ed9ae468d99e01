export type {
  BookingExpiry,
  BookingListStatus,
  BookingMethod,
  BookingRole,
  BookingState,
  BookingStatus,
  CancellationPolicy,
  DateRange,
  Instant,
  ProgressStep,
} from './model/types';
export {
  FALLBACK_CANCELLATION_POLICY,
  cancellationFee,
  cancellationPolicyOf,
  daysOfNotice,
  refundAmount,
  refundPercentage,
  refundTable,
  type RefundTier,
} from './model/cancellation-refund';
export {
  OWNER_CANCELLATION_REASONS,
  RENTER_CANCELLATION_REASONS,
  RENTER_WITHDRAW_REASONS,
  SYSTEM_CANCELLATION_REASONS,
  type OwnerCancellationReason,
  type RenterCancellationReason,
  type RenterWithdrawReason,
  type SystemCancellationReason,
} from './model/cancellation-reasons';
export {
  canAddAdditionalDrivers,
  canAddLateExtraCharge,
  canBuyDeductibleBuydown,
  canOwnerAnswer,
  canOwnerCancel,
  canRenterCancel,
  canRenterWithdraw,
  hasStarted,
  isAcceptedButUnconfirmed,
  isAwaitingOwner,
  isOpen,
  onlySupportCancelsConfirmed,
  renterCancellationKind,
} from './model/booking-permissions';
export {
  MAX_RESPONSE_EXTENSIONS,
  OWNER_RESPONSE_HOURS,
  PAYMENT_WINDOW_HOURS,
  RESPONSE_EXTENSION_HOURS,
  canExtendResponse,
  ownerResponseDeadline,
  paymentDeadline,
} from './model/response-deadlines';
export { isInitialPaymentDelayed } from './model/initial-payment';
export { listStatus, progressStep } from './model/booking-progress';
export {
  MAX_BOOKING_NIGHTS,
  nightsOf,
  validateBookingDates,
  validateDateChange,
  type BookingDateError,
  type BookingDateRules,
  type DateChangeError,
} from './model/booking-dates';
export {
  BOOKING_DETAIL_INCLUDES,
  BOOKING_LIST_PAGE_SIZE,
  BOOKING_POLL_MS,
  bookingKeys,
  bookingQueries,
  type BookingListFilters,
} from './api/booking-queries';
export {
  additionalDriverStatusLabel,
  bookingRequestStatusLabel,
  bookingStatusLabel,
  changeRequestStatusLabel,
  progressStepLabel,
} from './model/status-labels';
export { cancellationReasonLabel, type CancellationReason } from './model/reason-labels';
export { bookingActionLabel, bookingEventLabel, bookingPartyLabel } from './model/event-labels';
export {
  additionalDriverImageLabel,
  bookingImageTypeLabel,
  extraChargeCategoryLabel,
  extraChargeStatusLabel,
  handoverPhaseLabel,
  insuranceClaimStatusLabel,
  insurancePolicyStatusLabel,
} from './model/trip-labels';
export { refundRows, type RefundRow } from './model/refund-rows';
export { refundNoticeLabel, refundRowLabel, refundShareLabel } from './model/refund-labels';
