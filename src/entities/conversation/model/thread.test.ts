import { describe, expect, it } from 'vitest';
import type { Message } from './types';
import { arrivedFrom, conversationVehicleName, isEdited, isOwnMessage, isUnread, partnerName, threadOf } from './thread';

const message = (id: number, minute: number, overrides: Partial<Message> = {}): Message => ({
  id,
  conversationId: 1,
  senderId: id % 2 === 0 ? 10 : 20,
  content: `Message ${id}`,
  createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  updatedAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...overrides,
});

describe('a conversation’s messages', () => {
  it('read oldest first from pages that come newest first', () => {
    const newest = [message(4, 40), message(3, 30)];
    const older = [message(2, 20), message(1, 10)];
    expect(threadOf([newest, older]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('hold a message once when a new one pushed it onto the next page too', () => {
    // Page 1 was read before message 5 arrived; page 2 read after it holds message 3 again.
    const pages = [
      [message(4, 40), message(3, 30)],
      [message(3, 30), message(2, 20)],
    ];
    expect(threadOf(pages).map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it('say when one was edited after sending', () => {
    expect(isEdited(message(1, 10))).toBe(false);
    expect(isEdited(message(1, 10, { updatedAt: '2026-11-20T11:00:00.000Z' }))).toBe(true);
  });

  it('are the viewer’s own by the API’s word, else by the sender', () => {
    expect(isOwnMessage({ isOwn: true, senderId: 20 }, 10)).toBe(true);
    expect(isOwnMessage({ senderId: 10 }, 10)).toBe(true);
    expect(isOwnMessage({ senderId: 20 }, 10)).toBe(false);
  });

  it('that a poll brought in are the other person’s new ones', () => {
    const before = [message(1, 10), message(2, 20)];
    const after = [...before, message(3, 30), message(4, 40, { senderId: 10 })];
    expect(arrivedFrom(before, after, 10).map((m) => m.id)).toEqual([3]);
  });
});

describe('a conversation in the list', () => {
  it('names the other person by first name, or an organisation by its name', () => {
    expect(partnerName({ firstName: 'Karin' })).toBe('Karin');
    expect(partnerName({ firstName: 'Jonas', isOrganizationRepresentative: true, organizationName: 'Alpen Camper GmbH' })).toBe('Alpen Camper GmbH');
    expect(partnerName({ firstName: 'Jonas', isOrganizationRepresentative: true, organizationName: null })).toBe('Jonas');
  });

  it('names the vehicle by brand and model, or not at all', () => {
    expect(conversationVehicleName({ asset: { id: 1, brandName: 'Adria', model: 'Coral XL' } })).toBe('Adria Coral XL');
    expect(conversationVehicleName({ asset: { id: 1, brandName: null, model: 'Coral XL' } })).toBe('Coral XL');
    expect(conversationVehicleName({ asset: { id: 1, brandName: null, model: null } })).toBeUndefined();
    expect(conversationVehicleName({ asset: null })).toBeUndefined();
  });

  it('is unread while it has messages the viewer has not read', () => {
    expect(isUnread({ unread: true })).toBe(true);
    expect(isUnread({ unread: false, unreadCount: 2 })).toBe(true);
    expect(isUnread({ unread: false, unreadCount: 0 })).toBe(false);
  });
});
