import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EconomyFrame } from '@/widgets/economy-frame';
import { AccountVerification, LazyBankAccountForm } from '@/features/payout-account';
import { payoutQueries } from '@/entities/payout';
import { bankAccountStatusLabel } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <Stack gap="lg">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * `economy-settings` (000 §5, §7; 001 §7): the bank account payouts go to and the verification with
 * the payment provider. The missing-bank-account modal and `popup=stripe-account-verification` lead here.
 */
export function EconomySettingsPage() {
  const { t, i18n } = useLingui();
  const account = useQuery(payoutQueries.bankAccount());

  return (
    <EconomyFrame title={<Trans>Economy settings</Trans>} documentTitle={t`Economy settings | Campershare`}>
      <Section id="bank-account" title={<Trans>Bank account</Trans>}>
        {account.isError ? (
          <Callout tone="danger" role="alert">
            <Text weight="semibold">
              <Trans>Your bank account could not be loaded.</Trans>
            </Text>
            <Button variant="secondary" size="sm" onClick={() => void account.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Callout>
        ) : account.isPending ? (
          <Skeleton width="60%" />
        ) : account.data ? (
          <Text>
            <Trans>
              Payouts go to the account ending in {account.data.last4} ({account.data.accountHolderName}): {bankAccountStatusLabel(i18n, account.data.status ?? 'new')}.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>You have no bank account yet. Add one so we can pay out your earnings.</Trans>
          </Text>
        )}
        {!account.isPending && (
          <Stack gap="md">
            <Heading level={3} size="sm">
              {account.data ? <Trans>Change bank account</Trans> : <Trans>Add bank account</Trans>}
            </Heading>
            <LazyBankAccountForm loadingLabel={t`Loading the bank account form`} />
          </Stack>
        )}
      </Section>
      <Section id="payout-verification" title={<Trans>Verification for payouts</Trans>}>
        <AccountVerification />
      </Section>
    </EconomyFrame>
  );
}
