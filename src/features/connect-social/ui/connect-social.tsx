import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueries } from '@/entities/user';
import { useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { socialRedirectUrl, type SocialProvider } from '../api/social-redirect';
import { PROVIDER_NAMES, SOCIAL_PROVIDERS, rememberConnectingProvider } from '../model/connecting-provider';
import * as css from './connect-social.css';

export interface ConnectSocialProps {
  /** Leaves the site for the provider's page; a full-page redirect unless a story or test says otherwise. */
  redirect?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * Facebook and Google logins of the account (002 §2.6): which are connected, and a way to
 * connect the others. Connecting goes through the provider and comes back on /oauth-callback,
 * which finishes it. The contract has no call to disconnect a provider, so none is offered.
 */
export function ConnectSocial({ redirect = leaveFor }: ConnectSocialProps) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const query = useQuery(userQueries.me());
  const [busy, setBusy] = useState<SocialProvider>();
  const [failed, setFailed] = useState<SocialProvider>();

  if (query.isPending) {
    return (
      <SkeletonGroup label={t`Loading your connected accounts…`}>
        <Stack gap="md">
          <Skeleton width="60%" />
          <Skeleton width="60%" />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Text role="alert" tone="danger">
          <Trans>Your connected accounts could not be loaded.</Trans>
        </Text>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  const connected = query.data.connectedProviders ?? [];
  const connect = async (provider: SocialProvider) => {
    setBusy(provider);
    setFailed(undefined);
    try {
      const url = await socialRedirectUrl(provider, `${window.location.origin}${hrefTo('oauth-callback')}`);
      rememberConnectingProvider(provider, hrefTo('account'));
      redirect(url);
      // Busy stays on: the page is being left.
    } catch (error) {
      console.error('Connecting a social login could not start', error);
      setBusy(undefined);
      setFailed(provider);
    }
  };

  return (
    <Stack gap="md">
      <Text tone="muted">
        <Trans>A connected account lets you log in with Facebook or Google instead of your password.</Trans>
      </Text>
      {failed && (
        <Text role="alert" tone="danger" weight="semibold">
          {t`We could not reach ${PROVIDER_NAMES[failed]}. Please try again.`}
        </Text>
      )}
      <ul className={css.list}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const name = PROVIDER_NAMES[provider];
          const isConnected = connected.includes(provider);
          return (
            <li key={provider} className={css.row}>
              <span className={css.provider}>
                <Text as="span" weight="semibold">
                  {name}
                </Text>
                {isConnected ? (
                  <Badge tone="brand">
                    <Trans>Connected</Trans>
                  </Badge>
                ) : (
                  <Text as="span" size="sm" tone="muted">
                    <Trans>Not connected</Trans>
                  </Text>
                )}
              </span>
              {!isConnected && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === provider}
                  disabled={busy !== undefined && busy !== provider}
                  onClick={() => void connect(provider)}
                >
                  {t`Connect ${name}`}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
