export { ChangePasswordForm } from './ui/change-password-form';
