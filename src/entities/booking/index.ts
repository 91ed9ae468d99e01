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
  UNAVAILABLE_DECLINE_REASONS,
  declineBlocksDates,
  type OwnerCancellationReason,
  type RenterCancellationReason,
  type RenterWithdrawReason,
  type SystemCancellationReason,
  type UnavailabilityDeclineReason,
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
export { STATUS_VIEWS, phaseOf, statusViewOf, type BookingActionKind, type BookingPhase, type StatusView } from './model/status-view';
export type { Booking, BookingDto, BookingEventDto } from './model/booking';
export { toBooking } from './api/to-booking';
export {
  paymentDeadlineOf,
  paymentLapsed,
  permissionsOf,
  reasonsFor,
  refundPreviewOf,
  responseDeadlineOf,
  responseLapsed,
  type LifecyclePermissions,
  type RefundPreview,
} from './model/party-permissions';
export {
  MAX_BOOKING_NIGHTS,
  nightsOf,
  validateBookingDates,
  validateDateChange,
  type BookingDateError,
  type BookingDateRules,
  type DateChangeError,
} from './model/booking-dates';
export { changeDatesErrors, pendingChangeRequest, type ChangeDatesError } from './model/change-request-dates';
// Apart from the rule: the booking page reads it at start-up, the rule loads with the change-of-dates card.
export { dateChangeKind, dateChangeKindOf } from './model/date-change-kind';
export { BOOKING_DETAIL_INCLUDES, bookingKeys, bookingQueries } from './api/booking-queries';
export { readBookingAfterChange } from './api/booking-after-change';
export { BOOKING_LIST_PAGE_SIZE, bookingListQueries, bookingListQuery, pastStatuses, type BookingListFilters } from './api/booking-list-query';
export { completeLines, convertLines, isNightLine, nightsIn, shownPrice, type LineItemKey, type PriceLine, type PricedLines, type ShownPrice } from './model/price-lines';
export { lineItemKeyLabel, lineItemLabel, priceRows } from './model/line-item-labels';
export { usePriceTable, type PriceTableOptions } from './model/use-price-table';
export {
  additionalDriverStatusLabel,
  bookingRequestStatusLabel,
  bookingPhaseLabel,
  bookingStatusLabel,
  changeRequestStatusLabel,
  progressStepLabel,
} from './model/status-labels';
export { cancellationReasonLabel, type CancellationReason } from './model/reason-labels';
export { bookingActionLabel, bookingEventLabel, bookingPartyLabel, historyEventLabel } from './model/event-labels';
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
export {
  EMPTY_HANDOVER_DRAFT,
  HANDOVER_MAX_HOURS,
  ID_LAST_FOUR_LENGTH,
  checkinBlockers,
  checkinDataOf,
  checkoutDataOf,
  handoverDraftErrors,
  mileageError,
  toHandoverBooking,
  type HandoverBlocker,
  type CheckinReadiness,
  type HandoverBooking,
  type HandoverDraft,
  type HandoverDamage,
  type HandoverExtraCharge,
  type HandoverField,
  type HandoverFieldError,
  type HandoverPhase,
  type MileageError,
} from './model/handover';
export { handoverBlockerLabel, handoverFieldErrorLabel } from './model/handover-labels';
export {
  CHECKOUT_EXTRA_CHARGES_MAX,
  EXTRA_CHARGE_CATEGORIES,
  EXTRA_CHARGE_DESCRIPTION_MAX,
  EXTRA_CHARGE_DISCOUNT_DESCRIPTION_MAX,
  amountWithServiceFee,
  discountableAmount,
  extraChargeDiscountErrors,
  extraChargeErrors,
  extraCostsTotal,
  newExtraChargeOf,
  withServiceFee,
  type NewExtraCharge,
  type ExtraChargeCategory,
  type ExtraChargeDiscountDraft,
  type ExtraChargeDraft,
  type ExtraCostFieldError,
} from './model/extra-charges';
export { additionalDriverRefusals, DRIVER_REVIEW_WORKING_DAYS, type DriverOnLicence, type DriverRefusal } from './model/additional-driver-rules';
export {
  INSURANCE_PLAN_TIERS,
  SWISS_INSURER_LIMITS,
  canUpgradeInsurance,
  claimFormUrl,
  higherPlansThan,
  insuranceLimitations,
  listedInsuranceClaims,
  needsYoungDriverInsurance,
  productTotal,
  singleProduct,
  upgradeCost,
  type InsuranceLimitation,
  type InsurancePlan,
  type ProductLookup,
  type UpgradeCost,
} from './model/insurance-changes';
export { ANSWER_ALERT_HOURS, PAY_ALERT_HOURS, VERIFY_ID_ALERT_DAYS, bookingAlertOf, type BookingAlert, type BookingAlertKind } from './model/booking-alerts';
export {
  acceptConflictsOf,
  declineReasonForTakenDates,
  takenByHoldsEveryNight,
  type AcceptConflicts,
  type BlockedStay,
  type DatesTakenBy,
  type OverlappingRequest,
  type VehicleBookingStay,
} from './model/overlapping-requests';
