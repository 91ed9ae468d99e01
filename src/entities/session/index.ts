export type { SessionActor, SessionEffects } from './model/create-session-actor';
export {
  SessionProvider,
  selectSessionView,
  sessionStatus,
  useSession,
  useSessionActor,
  type SessionStatus,
  type SessionView,
} from './model/session-context';
export { peekRedirectTarget, rememberRedirectTarget, takeRedirectTarget } from './model/redirect-target';
export {
  PROVIDER_NAMES,
  SOCIAL_LOGIN_KEY,
  SOCIAL_PROVIDERS,
  forgetSocialLogin,
  isSocialProvider,
  readSocialLogin,
  rememberSocialLogin,
  type SocialProvider,
  type SocialReturn,
} from './model/social-login';
export { fetchSocialRedirectUrl } from './api/social-redirect';
export { sendAndSettle, type SessionEvent, type SessionSnapshot } from './model/send-and-settle';

/** The actor factory with its machine and XState, in a chunk of their own. */
export const loadSessionActorFactory = () => import('./model/create-session-actor').then((m) => m.createSessionActor);
export { chooseRoleOverride, clearRoleOverride, readRoleOverride, useRoleOverride } from './model/role-override';
export { userStatusQuery } from './api/user-status-query';
export { displayCurrency } from './model/display-currency';
export { hasSavedLogin } from './model/saved-login';
