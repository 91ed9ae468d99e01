import type { SessionUser } from '@/entities/session';

/**
 * What the support chat is booted with (002 §7: user id, name, e-mail, role and the hash that
 * proves the id is ours, region eu). The field names are the vendor's (Intercom's messenger
 * settings); the sandbox's stand-in reads the same ones.
 */
export interface ChatBootData {
  app_id: string;
  api_base: string;
  language_override: string;
  user_id?: string;
  name?: string;
  email?: string;
  user_hash?: string;
  role?: SessionUser['role'];
}

/** The vendor's EU data centre (002 §7 "region eu"). */
export const CHAT_EU_API_BASE = 'https://api-iam.eu.intercom.io';

/**
 * A signed-in user is identified only with the hash the API made for them: without it the vendor
 * refuses the id, so such a user chats as a visitor. An admin acting as someone is not that person
 * in the chat (support would answer the user about the admin's questions): a visitor too.
 */
export function chatBootData(user: SessionUser | undefined, options: { appId: string; language: string; impersonating?: boolean }): ChatBootData {
  const base: ChatBootData = { app_id: options.appId, api_base: CHAT_EU_API_BASE, language_override: options.language };
  if (!user || options.impersonating || !user.intercomHash) return base;
  return { ...base, user_id: String(user.id), name: user.name, email: user.email, user_hash: user.intercomHash, role: user.role };
}

export type ChatCommand = 'none' | 'update' | 'shutdown' | 'restart';

/**
 * What a change of the identified user asks of a chat that is running: the same person stays,
 * a visitor who logs in is updated with their data, a logout shuts the chat down (the vendor then
 * forgets the conversation on this device), and another person starts it afresh.
 */
export function chatCommandFor(before: string | undefined, after: string | undefined): ChatCommand {
  if (before === after) return 'none';
  if (before === undefined) return 'update';
  if (after === undefined) return 'shutdown';
  return 'restart';
}
