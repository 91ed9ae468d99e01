export { MessageOwner, type MessageOwnerProps } from './ui/message-owner';
