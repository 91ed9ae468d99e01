export { LiveChatButton } from './ui/live-chat-button';
export { chatBootData, chatCommandFor, CHAT_EU_API_BASE, type ChatBootData, type ChatCommand } from './model/chat-boot-data';
