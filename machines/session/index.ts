export { LOGOUT_SETTLE_MS, reconnectDelayMs, sessionMachine } from './session.machine';
