export { LOGOUT_SETTLE_MS, reconnectDelayMs, sessionMachine, type SessionContext, type SessionEvent } from './session.machine';
export type * from './session.types';
