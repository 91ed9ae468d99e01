import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { VerifyEmailForm } from '@/features/verify-email';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './verify-email-page.css';

/** Verify e-mail (002 §2.2): `/verify-email/{inputCode?}`, the paste-the-code screen. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const { inputCode } = useParams<{ inputCode?: string }>();
  return (
    <Container className={css.page}>
      <title>{t`Verify your e-mail address | Campershare`}</title>
      <Card className={css.card} padding="lg">
        <Heading level={1} size="lg">
          <Trans>Verify your e-mail address</Trans>
        </Heading>
        <Text>
          <Trans>Paste the code from the e-mail we sent you and confirm it.</Trans>
        </Text>
        <VerifyEmailForm key={inputCode} code={inputCode} />
      </Card>
    </Container>
  );
}
