// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY } from '@/entities/cart';
import { clearPendingMessage, keepPendingMessage, pendingMessageFor } from './pending-message';

describe('a guest message kept until login (000 §3 pendingMessage)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept in the cart with its vehicle and recipient', () => {
    keepPendingMessage('Is the camper free in July?', { assetId: 12, recipientId: 34 });
    expect(localStorage.getItem(CART_KEY)).toContain('Is the camper free in July?');
    expect(pendingMessageFor(12)).toEqual({ content: 'Is the camper free in July?', recipientId: 34 });
  });

  it('is not handed to another vehicle', () => {
    keepPendingMessage('Hello', { assetId: 12, recipientId: 34 });
    expect(pendingMessageFor(13)).toBeNull();
  });

  it('is gone once cleared', () => {
    keepPendingMessage('Hello', { assetId: 12, recipientId: 34 });
    clearPendingMessage();
    expect(pendingMessageFor(12)).toBeNull();
  });
});
