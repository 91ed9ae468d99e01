export { AuthDivider, AuthForm, AuthLayout, AuthPanel, AuthSubmit, AuthSwitchLine, type AuthLayoutProps } from './auth-layout';
