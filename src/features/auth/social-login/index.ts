export { SocialLoginButtons, type SocialLoginButtonsProps } from './ui/social-login-buttons';
export { useSocialConfirm, type SocialConfirmHandlers, type SocialConfirmState } from './model/use-social-confirm';
export type { SocialFailure } from './model/social-failure';
