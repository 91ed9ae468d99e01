import { useSyncExternalStore } from 'react';
import { isApiUnreachable, subscribeReachability } from './reachability';

/**
 * `offline`: the browser has no network (`navigator.onLine` false is reliable). `unreachable`:
 * it says it has one, but neither a request nor the probe after it got an answer
 * (`reachability.ts`). `online` only means nothing has said otherwise.
 */
export type ConnectionState = 'online' | 'offline' | 'unreachable';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

const read = (): ConnectionState => (!navigator.onLine ? 'offline' : isApiUnreachable() ? 'unreachable' : 'online');
// A server-rendered page assumes a connection: it was just fetched.
const readOnServer = (): ConnectionState => 'online';

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
