export { useOnlineStatus } from './use-online-status';
export { SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';
export { currentConnection, savesData, type ConnectionFacts } from './data-saving';
