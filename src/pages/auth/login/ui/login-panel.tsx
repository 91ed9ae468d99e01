import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { useAuthLinks, type AuthPanelProps } from '@/features/auth/auth-popup';
import { InvalidJwtNotice, LoginForm, isInvalidJwtLogout, useAfterLogin } from '@/features/auth/login';
import { SocialLoginButtons } from '@/features/auth/social-login';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { AuthDivider, AuthPanel, AuthSwitchLine } from '@/shared/ui/auth-layout';
import { Link } from '@/shared/ui/link';

/** The login screen's content, on the login page and in the login popup (002 §2.2, §2.3). */
export function LoginPanel({ presentation, onClose }: AuthPanelProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const afterLogin = useAfterLogin();
  const { hrefOf, pageUnderPopup } = useAuthLinks(presentation);

  // With nowhere else to go, a popup closes over the page it opened on; the login page, a
  // guest-only page, gives way to the home page.
  const onStay = () => (presentation === 'popup' && onClose ? onClose() : void navigate(hrefTo('index'), { replace: true }));

  return (
    <AuthPanel>
      {isInvalidJwtLogout(new URLSearchParams(search)) && <InvalidJwtNotice />}
      <LoginForm
        // "Continue login" from the sign-up (002 §4.5) brings the address along.
        defaultValues={{ email: new URLSearchParams(search).get('email') ?? '' }}
        onSignedIn={(user) => afterLogin(user, { onStay })}
        forgotPasswordHref={isAvailable('forgot-password') ? hrefTo('forgot-password') : undefined}
      />
      <AuthDivider>
        <Trans>or</Trans>
      </AuthDivider>
      <SocialLoginButtons returnTo={presentation === 'popup' ? pageUnderPopup : undefined} />
      <AuthSwitchLine>
        <Trans>
          New to Campershare? <Link to={hrefOf('sign-up')}>Create an account</Link>
        </Trans>
      </AuthSwitchLine>
    </AuthPanel>
  );
}
