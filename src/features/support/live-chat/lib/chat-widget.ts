import { chatCommandFor, type ChatBootData } from '../model/chat-boot-data';

/**
 * The support chat's script, loaded on demand: nothing of it is in any page's start-up JS, and the
 * vendor's script is asked for only when a visitor opens the chat. Without an app id (the sandbox,
 * CI, a developer's machine) the app serves a stand-in with the same interface
 * (`public/sandbox-chat-widget.js`, see openapi/sandbox/README.md), so nothing leaves the origin.
 */
const APP_ID = import.meta.env.VITE_CHAT_APP_ID;
export const chatAppId = (): string => APP_ID ?? 'sandbox';
const SCRIPT_URL = APP_ID ? `https://widget.intercom.io/widget/${encodeURIComponent(APP_ID)}` : '/sandbox-chat-widget.js';

type Messenger = (command: 'boot' | 'update' | 'shutdown' | 'show', data?: ChatBootData) => void;

let script: Promise<Messenger> | undefined;

/** The vendor's messenger function once its script has run; a failed load may be tried again. */
export function loadChatWidget(): Promise<Messenger> {
  script ??= new Promise<Messenger>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => {
      const messenger = (window as unknown as { Intercom?: Messenger }).Intercom;
      if (messenger) resolve(messenger);
      else reject(new Error('The chat did not start'));
    };
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new TypeError('The chat could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

/**
 * Who the running chat was booted as, kept for the tab rather than in a component: the footer that
 * opened it may unmount (a page without one) while the chat stays on screen.
 */
let booted: { userId: string | undefined } | undefined;

export async function openChat(data: ChatBootData): Promise<void> {
  const chat = await loadChatWidget();
  if (!booted) chat('boot', data);
  else if (booted.userId !== data.user_id) chat('update', data);
  booted = { userId: data.user_id };
  chat('show');
}

/** A login change while the chat runs (002 §7); before the chat is opened, or after a logout shut it, nothing is told. */
export function followSession(data: ChatBootData): void {
  const chat = (window as unknown as { Intercom?: Messenger }).Intercom;
  if (!booted || !chat) return;
  const command = chatCommandFor(booted.userId, data.user_id);
  if (command === 'none') return;
  if (command === 'update') {
    chat('update', data);
    booted = { userId: data.user_id };
    return;
  }
  chat('shutdown');
  booted = undefined;
  if (command === 'restart') {
    chat('boot', data);
    booted = { userId: data.user_id };
  }
}
