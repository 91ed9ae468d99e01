export { useOnlineStatus } from './use-online-status';
