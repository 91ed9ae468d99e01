export type { Conversation, ConversationPartner, Message } from './model/types';
export { MESSAGE_MAX_LENGTH, messageTextProblem, messageTextWarning, type MessageTextProblem } from './model/message-text';
export { messageTextProblemLabel } from './model/message-text-labels';
export {
  isPermissionFailure,
  messageFailureOf,
  messagingPermission,
  type MessageFailure,
  type MessagingPermission,
  type MessagingSubject,
} from './model/messaging-permission';
export { arrivedFrom, conversationVehicleName, isEdited, isOwnMessage, isUnread, otherSenderOf, partnerName, threadOf } from './model/thread';
export {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  conversationKeys,
  conversationQueries,
  type ConversationPage,
  type ConversationPages,
  type MessagePage,
  type MessagePages,
} from './api/conversation-queries';
export { conversationCache, withConversationRead, withEditedMessage, withLastMessage, withSentMessage } from './api/conversation-cache';
export { useMessageText } from './model/use-message-text';
