import { useSession } from '@/entities/session';
import { NewsletterButton } from '@/features/account/subscribe-newsletter';
import { CookieSettingsButton } from '@/features/cookie-consent';
import { LiveChatButton } from '@/features/support/live-chat';

/**
 * The footer's buttons, in one chunk loaded after the page (the modals catalog): the cookie
 * consent's reset, and for a signed-in user the newsletter sign-up (002 §1), which decides itself
 * whether to show. One lazy import in the footer keeps every page's start-up JS as it was. The
 * help column's live chat comes from the same chunk (`LiveChat`).
 */
export function FooterActions() {
  const { user } = useSession();
  return (
    <>
      {user && <NewsletterButton />}
      <CookieSettingsButton />
    </>
  );
}

/** "Live chat" in the footer's help column (002 §1): the chat's script loads only when it is pressed. */
export function LiveChat() {
  return <LiveChatButton />;
}
