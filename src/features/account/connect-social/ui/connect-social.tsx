import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROVIDER_NAMES, SOCIAL_PROVIDERS, fetchSocialRedirectUrl, rememberSocialLogin, useSessionActor, type SocialProvider } from '@/entities/session';
import { userQueries } from '@/entities/user';
import { isApiError } from '@/shared/api';
import { useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { disconnectSocial } from '../api/disconnect-social';
import { canDisconnect } from '../model/can-disconnect';
import * as css from './connect-social.css';
import { reportError } from '@/shared/lib/observability';

export interface ConnectSocialProps {
  /** Leaves the site for the provider's page; a full-page redirect unless a story or test says otherwise. */
  redirect?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

type Outcome =
  | { kind: 'connect-failed' | 'disconnect-failed' | 'last-login' | 'disconnected'; provider: SocialProvider }
  | undefined;

/**
 * Facebook and Google logins of the account (002 §2.6): which are connected, a way to connect
 * the others and to disconnect them. Connecting goes through the provider and comes back on
 * /oauth-callback, which finishes it. The only login of an account without a password stays:
 * without it the user could not log in any more.
 */
export function ConnectSocial({ redirect = leaveFor }: ConnectSocialProps) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const query = useQuery(userQueries.me());
  const queryClient = useQueryClient();
  const actor = useSessionActor();
  const [busy, setBusy] = useState<SocialProvider>();
  const [outcome, setOutcome] = useState<Outcome>();

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

  const user = query.data;
  const connected = user.connectedProviders ?? [];
  const connect = async (provider: SocialProvider) => {
    setBusy(provider);
    setOutcome(undefined);
    try {
      const url = await fetchSocialRedirectUrl(provider, `${window.location.origin}${hrefTo('oauth-callback')}`);
      // The callback page connects the provider for a signed-in user, then comes back here.
      rememberSocialLogin({ provider, returnTo: hrefTo('account') });
      redirect(url);
      // Busy stays on: the page is being left.
    } catch (error) {
      reportError('Connecting a social login could not start', error);
      setBusy(undefined);
      setOutcome({ kind: 'connect-failed', provider });
    }
  };
  const disconnect = async (provider: SocialProvider) => {
    setBusy(provider);
    setOutcome(undefined);
    try {
      const saved = await disconnectSocial(provider);
      queryClient.setQueryData(userQueries.me().queryKey, (previous) => (previous ? { ...previous, ...saved } : previous));
      actor?.send({ type: 'USER_UPDATED', user: saved });
      setOutcome({ kind: 'disconnected', provider });
    } catch (error) {
      const lastLogin = isApiError(error) && error.slug === 'last_login_method';
      if (!lastLogin) reportError('Disconnecting a social login failed', error);
      setOutcome({ kind: lastLogin ? 'last-login' : 'disconnect-failed', provider });
    } finally {
      setBusy(undefined);
    }
  };
  const outcomeName = outcome ? PROVIDER_NAMES[outcome.provider] : '';

  return (
    <Stack gap="md">
      <Text tone="muted">
        <Trans>A connected account lets you log in with Facebook or Google instead of your password.</Trans>
      </Text>
      {outcome?.kind === 'connect-failed' && (
        <Text role="alert" tone="danger" weight="semibold">
          {t`We could not reach ${outcomeName}. Please try again.`}
        </Text>
      )}
      {outcome?.kind === 'disconnect-failed' && (
        <Text role="alert" tone="danger" weight="semibold">
          {t`We could not disconnect ${outcomeName}. Please try again.`}
        </Text>
      )}
      {outcome?.kind === 'last-login' && (
        <Text role="alert" tone="danger" weight="semibold">
          {t`${outcomeName} is your only way to log in. Set a password before you disconnect it.`}
        </Text>
      )}
      <Text role="status" tone="muted" size="sm">
        {outcome?.kind === 'disconnected' ? t`${outcomeName} is disconnected.` : ''}
      </Text>
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
              {isConnected && canDisconnect(user, provider) && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === provider}
                  disabled={busy !== undefined && busy !== provider}
                  onClick={() => void disconnect(provider)}
                >
                  {t`Disconnect ${name}`}
                </Button>
              )}
              {isConnected && !canDisconnect(user, provider) && (
                <Text as="span" size="sm" tone="muted">
                  <Trans>Your only way to log in: set a password to disconnect it.</Trans>
                </Text>
              )}
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
