export { useConnectionState, type ConnectionState } from './use-connection-state';
export { isApiUnreachable, reportAnswer, reportNoAnswer, subscribeReachability, watchReachability } from './reachability';
export { SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';
export { currentConnection, savesData, type ConnectionFacts } from './data-saving';
