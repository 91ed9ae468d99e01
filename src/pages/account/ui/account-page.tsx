import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChangePasswordForm } from '@/features/account/change-password';
import { ConnectSocial } from '@/features/account/connect-social';
import { DeleteAccount } from '@/features/account/delete-account';
import { Card } from '@/shared/ui/card';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';

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

/** Manage account (002 §2.6): change the password, connect Facebook and Google, delete the account. */
export function AccountPage() {
  const { t } = useLingui();
  return (
    <PageContainer size="narrow">
      <title>{t`Manage account | Campershare`}</title>
      <Heading level={1}>
        <Trans>Manage account</Trans>
      </Heading>
      <Section id="change-password" title={<Trans>Change password</Trans>}>
        <ChangePasswordForm />
      </Section>
      <Section id="connected-accounts" title={<Trans>Connected accounts</Trans>}>
        <ConnectSocial />
      </Section>
      <Section id="delete-account" title={<Trans>Delete account</Trans>}>
        <DeleteAccount />
      </Section>
    </PageContainer>
  );
}
