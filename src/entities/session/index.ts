export type {
  EndReason,
  Impersonation,
  LoginInput,
  RegisterInput,
  Restored,
  SessionActor,
  SessionCalls,
  SessionContext,
  SessionEvent,
  SessionFailure,
  SessionSnapshot,
  SessionStateValue,
  SessionTag,
  SessionTokens,
  SessionUser,
  SignedIn,
  SocialInput,
  SocialProfile,
  SocialResult,
} from './model/session.types';
export type { SessionRuntime, SessionRuntimeOptions } from './model/session-runtime';
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
export { sendAndSettle } from './model/send-and-settle';

/** The session's API calls, storage and tab channel (`createSessionRuntime`), in a chunk of their own with the app's session actor. */
export const loadSessionRuntime = () => import('./model/session-runtime').then((m) => m.createSessionRuntime);
export { chooseRoleOverride, clearRoleOverride, readRoleOverride, useRoleOverride } from './model/role-override';
export { userStatusQuery } from './api/user-status-query';
export { displayCurrency } from './model/display-currency';
export { hasSavedLogin } from './model/saved-login';
