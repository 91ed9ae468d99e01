export { VerifyId } from './ui/verify-id';
export { IdVerificationScreen, type IdVerificationScreenProps } from './ui/id-verification-screen';
export { IdVerificationSummary } from './ui/id-verification-summary';
