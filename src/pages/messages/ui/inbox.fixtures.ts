import { http, HttpResponse } from 'msw';
import type { Conversation, Message } from '@/entities/conversation';

/** Karin, the owner the fixtures' renter writes to. */
export const KARIN = 9001;

/**
 * A small messaging backend for the page's tests and stories: two conversations (Karin's unread),
 * reading marks read, sending and editing as the API does, failures on request.
 */
export class Inbox {
  messages = new Map<number, Message[]>();
  conversations: Conversation[] = [];
  unread = new Set<number>();
  sent: string[] = [];
  edits: { id: number; content: string }[] = [];
  statusRequests = 0;
  /** Answers for the next sends, in order: a status to fail with, or nothing to succeed. */
  sendFailures: { status: number; slug: string }[] = [];
  private nextId = 100;

  constructor(private readonly me: number) {
    this.conversations = [
      { id: 5, otherUser: { id: KARIN, firstName: 'Karin' }, asset: { id: 77, brandName: 'Adria', model: 'Coral XL' }, unread: true, updatedAt: '2026-11-20T09:00:00Z' },
      { id: 6, otherUser: { id: 9002, firstName: 'Jonas', isOrganizationRepresentative: true, organizationName: 'Fjord Campers AS' }, asset: null, unread: false, updatedAt: '2026-11-18T09:00:00Z' },
    ];
    this.messages.set(5, [this.message(5, this.me, 'Is the camper free in July?', '2026-11-20T08:00:00Z'), this.message(5, KARIN, 'Yes, from the 3rd.', '2026-11-20T09:00:00Z')]);
    this.messages.set(6, [this.message(6, 9002, 'Welcome to Fjord Campers.', '2026-11-18T09:00:00Z')]);
    this.unread.add(5);
  }

  message(conversationId: number, senderId: number, content: string, createdAt: string): Message {
    const id = this.nextId++;
    return { id, conversationId, senderId, content, isOwn: senderId === this.me, readAt: null, createdAt, updatedAt: createdAt };
  }

  receive(conversationId: number, content: string) {
    this.messages.get(conversationId)?.push(this.message(conversationId, KARIN, content, new Date().toISOString()));
    this.unread.add(conversationId);
  }

  handlers() {
    return [
      http.get('*/api/me/conversations', ({ request }) => {
        const url = new URL(request.url);
        const size = Number(url.searchParams.get('page[size]') ?? 20);
        const page = Number(url.searchParams.get('page[number]') ?? 1);
        const all = this.conversations.map((c) => ({ ...c, unread: this.unread.has(c.id), lastMessage: this.messages.get(c.id)?.at(-1) ?? null }));
        const lastPage = Math.max(1, Math.ceil(all.length / size));
        return HttpResponse.json({ data: all.slice((page - 1) * size, page * size), meta: { current_page: page, last_page: lastPage, per_page: size, total: all.length } });
      }),
      http.get('*/api/conversations/:id/messages', ({ params, request }) => {
        const id = Number(params.id);
        const all = this.messages.get(id);
        if (!all) return HttpResponse.json({ status: 404, slug: 'model_not_found', message: 'No.' }, { status: 404 });
        this.unread.delete(id);
        const url = new URL(request.url);
        const size = Number(url.searchParams.get('page[size]') ?? 50);
        const page = Number(url.searchParams.get('page[number]') ?? 1);
        const newestFirst = [...all].reverse();
        const lastPage = Math.max(1, Math.ceil(newestFirst.length / size));
        return HttpResponse.json({ data: newestFirst.slice((page - 1) * size, page * size), meta: { current_page: page, last_page: lastPage, per_page: size, total: all.length } });
      }),
      http.post('*/api/conversations/:id/messages', async ({ params, request }) => {
        const { content } = (await request.json()) as { content: string };
        this.sent.push(content);
        const failure = this.sendFailures.shift();
        if (failure) return HttpResponse.json({ status: failure.status, slug: failure.slug, message: 'Refused.' }, { status: failure.status });
        const message = this.message(Number(params.id), this.me, content, new Date().toISOString());
        this.messages.get(message.conversationId)?.push(message);
        return HttpResponse.json({ data: message }, { status: 201 });
      }),
      http.put('*/api/messages/:id', async ({ params, request }) => {
        const { content } = (await request.json()) as { content: string };
        const id = Number(params.id);
        this.edits.push({ id, content });
        for (const list of this.messages.values()) {
          const index = list.findIndex((m) => m.id === id);
          const found = list[index];
          if (found) {
            list[index] = { ...found, content, updatedAt: '2026-11-20T12:00:00Z' };
            return HttpResponse.json({ data: list[index] });
          }
        }
        return HttpResponse.json({ status: 404, slug: 'model_not_found', message: 'No.' }, { status: 404 });
      }),
      http.get('*/api/me/status', () => {
        this.statusRequests += 1;
        return HttpResponse.json({ data: { unreadConversations: [...this.unread], actionableBookings: 0 } });
      }),
    ];
  }
}
