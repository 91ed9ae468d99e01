export { LoginAsUserPage } from './ui/login-as-user-page';
