export { AuthDivider, AuthLayout, AuthPanel, AuthSwitchLine, type AuthLayoutProps } from './auth-layout';
