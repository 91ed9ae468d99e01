export { ForgotPasswordPage } from './ui/forgot-password-page';
