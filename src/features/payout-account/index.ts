export { LazyBankAccountForm } from './ui/lazy-bank-account-form';
export { AccountVerification } from './ui/account-verification';
export { VERIFICATION_POPUP, VerificationPopup } from './ui/verification-popup';
