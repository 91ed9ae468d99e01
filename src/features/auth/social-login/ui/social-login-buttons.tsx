import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PROVIDER_NAMES, SOCIAL_PROVIDERS, fetchSocialRedirectUrl, rememberSocialLogin, type SocialProvider } from '@/entities/session';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import * as css from './social-login-buttons.css';
import { reportError } from '@/shared/lib/observability';

export interface SocialLoginButtonsProps {
  /** The page to come back to when no after-login rule sends the user elsewhere. */
  returnTo?: string | undefined;
  /** Leaves the site for the provider's page; a full-page redirect unless a story or test says otherwise. */
  redirect?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/** "Continue with Facebook / Google": the provider logs the user in, or starts a sign-up (002 §2.8, §7). */
export function SocialLoginButtons({ returnTo, redirect = leaveFor }: SocialLoginButtonsProps) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const [busy, setBusy] = useState<SocialProvider>();
  const [failed, setFailed] = useState<SocialProvider>();

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    setFailed(undefined);
    try {
      const url = await fetchSocialRedirectUrl(provider, `${window.location.origin}${hrefTo('oauth-callback')}`);
      rememberSocialLogin({ provider, returnTo });
      redirect(url);
      // Busy stays on: the page is being left.
    } catch (error) {
      reportError('Social login could not start', error);
      setBusy(undefined);
      setFailed(provider);
    }
  };

  return (
    <div>
      {failed && (
        <Callout as="p" tone="danger" size="sm" role="alert">
          {t`We could not reach ${PROVIDER_NAMES[failed]}. Please try again.`}
        </Callout>
      )}
      <ul className={css.list}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              className={css.button}
              loading={busy === provider}
              disabled={busy !== undefined && busy !== provider}
              onClick={() => void start(provider)}
            >
              {provider === 'facebook' ? <Trans>Continue with Facebook</Trans> : <Trans>Continue with Google</Trans>}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
