import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import type { EmailAccount } from '@/entities/user';
import { useAuthLinks, type AuthPanelProps } from '@/features/auth/auth-popup';
import { useAfterLogin } from '@/features/auth/login';
import { SignUpForm } from '@/features/auth/sign-up';
import { withCatalogs } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { AuthDivider, AuthPanel, AuthSwitchLine } from '@/shared/ui/auth-layout';
import { Link } from '@/shared/ui/link';

// Below the form and not needed to sign up with an e-mail: loaded after the page (180 KB budget).
const SocialLoginButtons = lazy(() => import('@/features/auth/social-login').then((m) => ({ default: m.SocialLoginButtons })));

// Opens only for an address that has an account: loaded then, with its catalog (the page is at its size budget).
const ContinueLogin = lazy(() => withCatalogs(['modals'], () => import('./continue-login'))().then((m) => ({ default: m.ContinueLogin })));

/** Query of the OAuth callback when a social login must finish its sign-up (002 §7). */
export const ONBOARDING_PARAM = 'onboarding';

/** The login's address with the e-mail to fill in (`LoginPanel` reads `email`). */
const withEmail = (href: string, email: string) => `${href}${href.includes('?') ? '&' : '?'}email=${encodeURIComponent(email)}`;

/** The sign-up screen's content, on the sign-up page and in the sign-up popup (002 §2.8). */
export function SignUpPanel({ presentation, onClose }: AuthPanelProps) {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const session = useSession();
  const afterLogin = useAfterLogin();
  const { hrefOf, pageUnderPopup } = useAuthLinks(presentation);
  const [found, setFound] = useState<{ email: string; account: EmailAccount } | null>(null);

  // The session holds the id after the callback; the query keeps it across a reload.
  const onboardingId = session.onboardingId ?? (query.get(ONBOARDING_PARAM) || undefined);
  // The provider's e-mail and names start the form (only known in the tab that came back from it).
  const social = session.onboardingId && session.onboardingId === onboardingId ? session.socialProfile : undefined;
  // Links such as "list your camper" can ask for the owner role up front.
  const defaultRole = query.get('role') === 'owner' ? 'owner' : 'renter';
  const onStay = () => (presentation === 'popup' && onClose ? onClose() : void navigate(hrefTo('index'), { replace: true }));

  return (
    <AuthPanel>
      <SignUpForm
        onSignedIn={(user) => afterLogin(user, { onStay })}
        onboardingId={onboardingId}
        termsHref={isAvailable('user-terms') ? hrefTo('user-terms') : undefined}
        defaultValues={{ role: defaultRole, ...social }}
        onAccountFound={(email, account) => setFound({ email, account })}
      />
      {found && (
        <Suspense fallback={null}>
          <ContinueLogin {...found} loginHref={withEmail(hrefOf('login'), found.email)} onClose={() => setFound(null)} />
        </Suspense>
      )}
      {!onboardingId && (
        <>
          <AuthDivider>
            <Trans>or</Trans>
          </AuthDivider>
          <Suspense fallback={null}>
            <SocialLoginButtons returnTo={presentation === 'popup' ? pageUnderPopup : undefined} />
          </Suspense>
        </>
      )}
      <AuthSwitchLine>
        <Trans>
          Already have an account? <Link to={hrefOf('login')}>Log in</Link>
        </Trans>
      </AuthSwitchLine>
    </AuthPanel>
  );
}
