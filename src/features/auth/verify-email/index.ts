export { VerifyEmailForm, type VerifyEmailFormProps } from './ui/verify-email-form';
