export { RequestResetForm } from './ui/request-reset-form';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ui/reset-password-form';
