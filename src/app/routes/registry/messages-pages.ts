import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** Messages: the conversation list and a conversation (spec 002 §2.9, §4.8). */
export const MESSAGES_PAGES: Partial<Record<RouteName, PageEntry>> = {
  messages: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/messages').then((m) => ({ Component: m.MessagesPage })) },
};
