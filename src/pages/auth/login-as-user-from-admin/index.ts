export { LoginAsUserFromAdminPage } from './ui/login-as-user-from-admin-page';
