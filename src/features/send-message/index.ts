export { MessageComposer, type MessageComposerProps } from './ui/message-composer';
export { MessagingNotice } from './ui/messaging-notice';
