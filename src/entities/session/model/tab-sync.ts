import type { EndReason, SessionTokens } from './session.types';

/**
 * Tabs share one session (the `auth` cookie): only one refreshes at a time (a Web Lock), the
 * others learn the new pair or the logout over a BroadcastChannel. Without these APIs (old
 * browsers, tests) each tab works alone, as before.
 */
const LOCK = 'campershare:session-refresh';
const CHANNEL = 'campershare:session';

export type TabMessage = { type: 'tokens'; tokens: SessionTokens } | { type: 'ended'; reason: EndReason };

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Runs the task while no other tab of this site refreshes. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const manager = locks();
  // The lock manager's types wrap the callback's promise once more; it resolves with the task's value.
  return manager ? (manager.request(LOCK, () => task()) as unknown as Promise<T>) : task();
}

/** Resolves once no tab is refreshing (a shared request waits for the exclusive holder). */
export async function refreshesSettled(): Promise<void> {
  const manager = locks();
  if (manager) await manager.request(LOCK, { mode: 'shared' }, () => undefined);
}

export interface TabChannel {
  post: (message: TabMessage) => void;
}

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' && data !== null && 'type' in data && (data.type === 'tokens' || data.type === 'ended');

export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  // Node's channel (tests) would otherwise keep the process alive.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return { post: (message) => channel.postMessage(message) };
}
