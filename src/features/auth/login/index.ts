export { LoginForm, type LoginFormProps } from './ui/login-form';
export { AUTH_STATUS_PARAM, INVALID_JWT_STATUS, InvalidJwtNotice, isInvalidJwtLogout } from './ui/invalid-jwt-notice';
export { useAfterLogin, type AfterLoginOptions, type SignedInUser } from './model/use-after-login';
