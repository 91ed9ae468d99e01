export { LoginPage } from './ui/login-page';
export { LoginPanel } from './ui/login-panel';
