import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const read = () => navigator.onLine;
// Rendering on a server (none today) assumes a connection.
const readOnServer = () => true;

/** Whether the browser thinks it has a network connection; `false` is reliable, `true` only means "maybe". */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
