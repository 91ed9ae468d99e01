import type { components } from '@/shared/api';

/** A conversation as the list shows it (002 §3): the other person, the vehicle, the last message, unread state. */
export type Conversation = components['schemas']['Conversation'];
/** One message of a conversation (002 §3). */
export type Message = components['schemas']['Message'];
/** The other person of a conversation, as anyone may see them (no full name or contact details). */
export type ConversationPartner = components['schemas']['PublicUser'];
