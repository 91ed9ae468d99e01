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

/** The actor factory with its machine and XState, in a chunk of their own. */
export const loadSessionActorFactory = () => import('./model/create-session-actor').then((m) => m.createSessionActor);
