import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ImpersonateForm } from '@/features/auth/impersonate';
import { useLocalizedHref } from '@/shared/routing';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

/** Admin function (002 §2.2, §4.7): a user ID and an Apply button start acting as that user. */
export function LoginAsUserPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  return (
    <PageContainer size="narrow" gap="none">
      <title>{t`Log in as user | Campershare`}</title>
      <Stack gap="xl">
        <Heading level={1}>
          <Trans>Log in as user</Trans>
        </Heading>
        <Text tone="muted">
          <Trans>
            You will see the site as this user sees it, and act on their behalf. A banner shows whose account you are in and
            takes you back to yours.
          </Trans>
        </Text>
        <ImpersonateForm onStarted={() => navigate(hrefTo('index'))} />
      </Stack>
    </PageContainer>
  );
}
