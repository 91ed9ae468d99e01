import { readCart, readPendingMessage, saveCart, savePendingMessage, withPendingMessage } from '@/entities/cart';

/**
 * A message typed while logged out waits in the cart's `pendingMessage` (000 §3) until
 * login. The cart keeps only the text, so who it is for is kept next to it: sending it
 * to another vehicle's owner after login would be worse than not sending it.
 */
export const PENDING_MESSAGE_TARGET_KEY = 'pending-message-target';

export interface PendingMessageTarget {
  assetId: number;
  recipientId: number;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function keepPendingMessage(content: string, target: PendingMessageTarget, now: Date = new Date()): void {
  savePendingMessage(content, now);
  storage()?.setItem(PENDING_MESSAGE_TARGET_KEY, JSON.stringify(target));
}

function readTarget(): PendingMessageTarget | null {
  try {
    const value = JSON.parse(storage()?.getItem(PENDING_MESSAGE_TARGET_KEY) ?? 'null') as Partial<PendingMessageTarget> | null;
    return value && typeof value.assetId === 'number' && typeof value.recipientId === 'number'
      ? { assetId: value.assetId, recipientId: value.recipientId }
      : null;
  } catch {
    return null;
  }
}

/** The message waiting for this vehicle's owner, if any. */
export function pendingMessageFor(assetId: number, now: Date = new Date()): { content: string; recipientId: number } | null {
  const target = readTarget();
  const content = readPendingMessage(now);
  if (!target || target.assetId !== assetId || content === '') return null;
  return { content, recipientId: target.recipientId };
}

export function clearPendingMessage(now: Date = new Date()): void {
  saveCart(withPendingMessage(readCart(now), '', now));
  storage()?.removeItem(PENDING_MESSAGE_TARGET_KEY);
}
