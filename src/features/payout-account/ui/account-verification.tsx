import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, useSessionActor } from '@/entities/session';
import { payoutAccountStatusLabel } from '@/entities/user';
import { useLocale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { createAccountLink, refreshVerificationStatus } from '../api/payout-account-requests';
import { RETURN_PARAM, accountLinkReturnOf } from '../model/account-link-return';

/**
 * The owner's account with the payment provider (001 §7, 000 §7): its verification status and
 * the provider's account link, which comes back to the economy settings; on return the status is
 * asked for again. The sandbox's link opens a stand-in page that leads back the same way.
 */
export function AccountVerification() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const actor = useSessionActor();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const returned = accountLinkReturnOf(new URLSearchParams(location.search));

  const back = (kind: 'return' | 'refresh') => new URL(href('economy-settings', {}, locale, { [RETURN_PARAM]: kind }), window.location.origin).toString();
  const link = useMutation({
    mutationFn: async () => {
      if (!user) throw new Error('Not signed in.');
      return createAccountLink({ userId: user.id, refreshUrl: back('refresh'), returnUrl: back('return') });
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const refresh = useMutation({
    mutationFn: refreshVerificationStatus,
    onSuccess: (next) => actor?.send({ type: 'USER_UPDATED', user: next }),
  });

  // Once per return from the provider: ask for the status, then take the marker out of the address.
  const asked = useRef(false);
  useEffect(() => {
    if (returned !== 'return' || asked.current || !actor) return;
    asked.current = true;
    refresh.mutate(undefined, {
      onSettled: () => {
        const search = new URLSearchParams(location.search);
        search.delete(RETURN_PARAM);
        const query = search.toString();
        void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
      },
    });
  }, [returned, actor, refresh, location.pathname, location.search, navigate]);

  const status = user?.stripeAccountVerificationStatus ?? 'unverified';
  const verified = status === 'verified';
  return (
    <Stack gap="md">
      <Text>
        <Trans>Verification status:</Trans>{' '}
        <Text as="strong" weight="semibold" tone={verified ? 'success' : 'default'}>
          {payoutAccountStatusLabel(i18n, status)}
        </Text>
      </Text>
      {refresh.isPending && (
        <Text role="status">
          <Trans>Checking your account with the payment provider…</Trans>
        </Text>
      )}
      {returned === 'refresh' && (
        <Callout tone="info" role="status">
          <Text>
            <Trans>The verification link had expired. Open it again to continue.</Trans>
          </Text>
        </Callout>
      )}
      {(link.isError || refresh.isError) && (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">
            {link.isError ? <Trans>The payment provider could not be reached. Please try again.</Trans> : <Trans>Your verification status could not be checked. Please try again.</Trans>}
          </Text>
          {refresh.isError && (
            <Button variant="secondary" size="sm" onClick={() => refresh.mutate()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Callout>
      )}
      {!verified && (
        <Text tone="muted">
          <Trans>Payouts are sent once the payment provider has verified you. Verification opens the provider's page and brings you back here.</Trans>
        </Text>
      )}
      <div>
        <Button variant={verified ? 'secondary' : 'primary'} loading={link.isPending || link.isSuccess} onClick={() => link.mutate()}>
          {verified ? <Trans>Update your details</Trans> : <Trans>Verify with the payment provider</Trans>}
        </Button>
      </div>
    </Stack>
  );
}
