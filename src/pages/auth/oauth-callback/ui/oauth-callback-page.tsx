import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAfterLogin } from '@/features/auth/login';
import { PROVIDER_NAMES, type SocialProvider } from '@/entities/session';
import { SocialLoginButtons, useSocialConfirm, type SocialFailure } from '@/features/auth/social-login';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { AuthLayout, AuthSwitchLine } from '@/shared/ui/auth-layout';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Link } from '@/shared/ui/link';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import * as css from './oauth-callback-page.css';

function useFailureMessage(): (failure: SocialFailure, provider: SocialProvider | undefined) => string {
  const { t } = useLingui();
  return (failure, provider) => {
    const name = provider ? PROVIDER_NAMES[provider] : t`the provider`;
    switch (failure) {
      case 'denied':
        return t`The login with ${name} was cancelled. You can try again or log in with your e-mail address.`;
      case 'missing-code':
      case 'unknown-provider':
        return t`The answer from the login provider is incomplete. Please start the login again.`;
      case 'not-confirmed':
        return t`${name} did not confirm the login. Please start the login again.`;
      case 'already-connected':
        return t`This ${name} account is already connected.`;
      case 'generic':
        return t`Something went wrong and you are not logged in. Please try again.`;
    }
  };
}

/** The return point of a social login (002 §2.2, §7): signs in, continues a sign-up, or connects the provider. */
export function OAuthCallbackPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const afterLogin = useAfterLogin();
  const { toast } = useToast();
  const failureMessage = useFailureMessage();

  const { state, retry } = useSocialConfirm({
    onSignedIn: (user, returnTo) =>
      afterLogin(user, { replace: true, onStay: () => void navigate(returnTo ?? hrefTo('index'), { replace: true }) }),
    // The sign-up page reads the id from the session, and from `onboarding` after a reload.
    onNeedsOnboarding: (onboardingId) => navigate(hrefTo('sign-up', {}, { onboarding: onboardingId }), { replace: true }),
    onConnected: (provider, returnTo) => {
      toast({ title: t`${PROVIDER_NAMES[provider]} is now connected to your account.`, variant: 'success' });
      return navigate(returnTo ?? hrefTo(isAvailable('account') ? 'account' : 'index'), { replace: true });
    },
  });

  return (
    <AuthLayout heading={<Trans>Logging in</Trans>}>
      <title>{t`Logging in | Campershare`}</title>
      {state.kind === 'failed' ? (
        <>
          <Callout tone="danger" role="alert">
            <Text weight="semibold">{failureMessage(state.failure, state.provider)}</Text>
            {state.failure === 'generic' && (
              <Button variant="secondary" size="sm" onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Callout>
          <SocialLoginButtons />
          <AuthSwitchLine>
            <Link to={hrefTo('login')}>
              <Trans>Log in with your e-mail address</Trans>
            </Link>
          </AuthSwitchLine>
        </>
      ) : (
        <div className={css.status}>
          <Spinner />
          <Text role="status">
            <Trans>Logging you in…</Trans>
          </Text>
        </div>
      )}
    </AuthLayout>
  );
}
