export type { AutoIdVerificationStatus, IdVerificationRecordStatus, IdVerificationStatus, UserRole } from './model/types';
export { idVerificationStatus, type IdVerificationInput } from './model/id-verification-status';
export {
  ID_VERIFICATION_EXEMPT_RENTER_COUNTRIES,
  needsIdVerification,
  type IdVerificationSubject,
} from './model/id-verification-requirement';
