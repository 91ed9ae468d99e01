import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connectSession, unwrap } from '@/shared/api';
import { setupSandboxServer } from '@/shared/test-server';
import { threadOf } from '../model/thread';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, conversationKeys, conversationQueries } from './conversation-queries';

setupSandboxServer();
let token = '';
let userId = 0;

beforeAll(async () => {
  connectSession({ accessToken: () => token, refresh: async () => token, onSessionEnded: () => undefined, impersonation: () => undefined });
  const { data } = await unwrap(api.POST('/auth/login', { body: { email: 'owner@sandbox.test', password: 'Sandbox2026' } }));
  token = data.token;
  userId = data.user.id;
});

afterAll(() => connectSession(undefined));

describe('conversation queries on the sandbox', () => {
  it('lists the conversations 20 a page, latest activity first, and reads a thread oldest first', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = await client.fetchInfiniteQuery(conversationQueries.list(userId));
    const [page] = list.pages;
    if (!page) throw new Error('no page');
    expect(page.meta.per_page).toBe(CONVERSATIONS_PAGE_SIZE);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(CONVERSATIONS_PAGE_SIZE);
    const times = page.data.map((c) => c.updatedAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);

    const [first] = page.data;
    if (!first) throw new Error('no conversation');
    const thread = await client.fetchInfiniteQuery(conversationQueries.messages(userId, first.id));
    expect(thread.pages[0]?.meta.per_page).toBe(MESSAGES_PAGE_SIZE);
    const messages = threadOf(thread.pages.map((p) => p.data));
    expect(messages.at(-1)?.id).toBe(first.lastMessage?.id);
    // Reading marked it read.
    const again = await client.fetchInfiniteQuery({ ...conversationQueries.list(userId), staleTime: 0 });
    expect(again.pages[0]?.data.find((c) => c.id === first.id)?.unread).toBe(false);
  });

  it('keys every cache entry by the signed-in user', () => {
    expect(conversationKeys.list(1)).not.toEqual(conversationKeys.list(2));
    expect(conversationKeys.messages(1, 5)).toEqual(['conversations', 1, 'messages', 5]);
  });
});
