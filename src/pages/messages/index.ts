export { MessagesPage } from './ui/messages-page';
