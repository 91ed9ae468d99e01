import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/reset-password';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './reset-password-page.css';

/** Reset password (002 §2.2): `/reset-password/{resetCode?}`, the page the mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { resetCode } = useParams<{ resetCode?: string }>();
  return (
    <Container className={css.page}>
      <title>{t`Choose a new password | Campershare`}</title>
      <Card className={css.card} padding="lg">
        <Heading level={1} size="lg">
          <Trans>Choose a new password</Trans>
        </Heading>
        <Text>
          <Trans>After saving it, log in with your new password.</Trans>
        </Text>
        <ResetPasswordForm key={resetCode} code={resetCode} />
      </Card>
    </Container>
  );
}
