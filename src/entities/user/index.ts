import type { PhoneRules } from './model/profile-validation-phone';
export type { AutoIdVerificationStatus, IdVerificationRecordStatus, IdVerificationStatus, UserRole } from './model/types';
export { idVerificationStatus, type IdVerificationInput } from './model/id-verification-status';
export { idVerificationErrorLabel, idVerificationErrorOf, isNoRecord, type IdVerificationErrorSlug } from './model/id-verification-errors';
export { missingIdImages, requiredIdImages, type IdDocumentType, type IdVerificationImageType, type IdVerificationRecord } from './model/id-verification-record';
export { eidAuthorizeUrl, eidReturnOf, type EidReturn, type EidSignedRequest } from './model/eid-authorize-url';
export { SSN_COUNTRIES, SSN_EXAMPLES, isSsnCountry, normalizeSsn, ssnProblem, type SsnCountry, type SsnProblem } from './model/social-security-number';
export { fetchMyIdVerification, idVerificationQuery } from './api/id-verification-query';
export {
  ID_VERIFICATION_EXEMPT_RENTER_COUNTRIES,
  needsIdVerification,
  needsIdVerificationToBook,
  creditReportBlocksBooking,
  type CreditReportOutcome,
  type IdVerificationSubject,
} from './model/id-verification-requirement';
export {
  hasCompleteProfile,
  mayHandleDepositThemselves,
  missingToAnswerRequests,
  type AnswerRequirement,
  type OwnerReadinessFacts,
  type ProfileFacts,
} from './model/owner-readiness';
export { signUpEmailProblem, type EmailAccount, type SignUpEmailProblem } from './model/sign-up-email';
export { userQueries, type CurrentUser, type UserStats } from './api/user-queries';
export { holdsContactInfo } from './model/contact-info';
export {
  EARLIEST_BIRTH_YEAR,
  MINIMUM_AGE,
  ageOn,
  birthDateProblem,
  isFullHttpUrl,
  isValidName,
  isValidPostalCode,
  localIsoDate,
  normalizeName,
  normalizePostalCode,
  type BirthDateProblem,
} from './model/profile-validation';
export { PROFILE_COUNTRIES, isProfileCountry, type ProfileCountry } from './model/profile-validation-countries';
export { MIN_PASSWORD_LENGTH, isAcceptablePassword, passwordProblems, type PasswordProblem } from './model/profile-validation-password';
export { newPasswordSchema } from './model/profile-validation-password-schema';
export type { PhoneProblem, PhoneRules } from './model/profile-validation-phone';
/** The phone rules with the numbering plans of libphonenumber (about 40 KB), in a chunk of their own. */
export const loadPhoneRules = (): Promise<PhoneRules> => import('./model/profile-validation-phone');
export {
  BIRTH_DATE_PROBLEM_MESSAGES,
  CONTACT_INFO_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORD_RULE_MESSAGE,
  PHONE_PROBLEM_MESSAGES,
  POSTAL_CODE_MESSAGE,
  URL_MESSAGE,
} from './model/profile-validation-messages';
export { firstPasswordProblem, passwordsMatch } from './model/password-rules';
export {
  afterLoginDestination,
  decidesWithoutAccountData,
  type AfterLoginDestination,
  type AfterLoginInput,
  type AfterLoginRoute,
  type OwnerVehicleSummary,
  type RenterBookingSummary,
} from './model/after-login-destination';
export {
  ONBOARDING_MODAL_HIDDEN_ROUTES,
  currentOnboardingStep,
  gettingStartedBadgeCount,
  onboardingProgress,
  onboardingStepLinks,
  onboardingSteps,
  opensOnboardingModal,
  ownerSteps,
  renterSteps,
  type OnboardingFacts,
  type OnboardingModalInput,
  type OnboardingRole,
  type OnboardingStep,
  type OnboardingStepId,
  type OnboardingStepState,
  type StepLink,
} from './model/onboarding-steps';
export {
  CONTACT_DETAILS_RECONFIRM_DAYS,
  hasCompleteContactDetails,
  needsBankAccount,
  needsContactDetailsConfirmation,
  needsInsuranceConfirmation,
  needsInteriorInsuranceOptIn,
  needsName,
  obtrusiveModalKey,
  PAGES_NEEDING_A_NAME,
  obtrusiveModalQueue,
  type ObtrusiveModal,
  type ObtrusiveModalKind,
  type ObtrusiveQueueInput,
  type ObtrusiveUser,
  type ObtrusiveVehicle,
} from './model/obtrusive-modal-queue';
export {
  autoIdVerificationStatusLabel,
  idDocumentTypeLabel,
  idVerificationImageLabel,
  idVerificationMethodLabel,
  idVerificationRecordStatusLabel,
  idVerificationStatusLabel,
} from './model/id-verification-labels';
export {
  bankAccountStatusLabel,
  creditReportOutcomeLabel,
  genderLabel,
  payoutAccountStatusLabel,
  reviewListLabel,
  userRoleLabel,
} from './model/account-labels';
export { REVIEW_SCORES, isReviewScore, reviewScoreLabel, type ReviewScore } from './model/review-score';
export { REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_PROBLEM_MESSAGES, reviewCommentProblem, type ReviewCommentProblem } from './model/review-comment';
export { TOP_OWNER_CRITERIA, meetsTopOwnerCriteria, topOwnerProgress, type TopOwnerCriterion, type TopOwnerCriterionId } from './model/top-owner';
export { topOwnerCriterionLabel } from './model/top-owner-labels';
export {
  REVIEWS_PAGE_SIZE,
  createBookingReview,
  reviewKeys,
  reviewQueries,
  type Review,
  type ReviewCreate,
  type ReviewDirection,
  type UserReviewFilter,
} from './api/review-queries';
export { ownerQueries, type OwnerPerformance, type YearStats } from './api/owner-queries';
