import { useSession } from '@/entities/session';
import { NewsletterButton } from '@/features/account/subscribe-newsletter';
import { CookieSettingsButton } from '@/features/cookie-consent';

/**
 * The footer's buttons, in one chunk loaded after the page (the modals catalog): the cookie
 * consent's reset, and for a signed-in user the newsletter sign-up (002 §1), which decides itself
 * whether to show. One lazy import in the footer keeps every page's start-up JS as it was.
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
