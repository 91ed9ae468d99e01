import { useSession } from '@/entities/session';
import { NewsletterButton } from '@/features/account/subscribe-newsletter';
import { CookieSettingsButton } from '@/features/cookie-consent';
import { LiveChatButton } from '@/features/support/live-chat';

/**
 * The footer's buttons, in one chunk loaded after the page (the modals catalog): the cookie
 * consent's reset, and for a signed-in user the newsletter sign-up (002 §1), which decides itself
 * whether to show; as `part="chat"`, the help column's live chat, whose script loads only when it
 * is pressed. One lazy component in the footer keeps every page's start-up JS as it was.
 */
export function FooterActions({ part, className }: { part: 'buttons' | 'chat'; className?: string }) {
  const { user } = useSession();
  if (part === 'chat') return <LiveChatButton {...(className ? { className } : {})} />;
  return (
    <>
      {user && <NewsletterButton />}
      <CookieSettingsButton />
    </>
  );
}
