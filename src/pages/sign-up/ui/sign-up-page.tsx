import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import * as css from './auth-page.css';
import { SignUpPanel } from './sign-up-panel';

export function SignUpPage() {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <title>{t`Create an account | Campershare`}</title>
      <Card className={css.card} padding="lg">
        <Heading level={1} size="lg">
          <Trans>Create an account</Trans>
        </Heading>
        <SignUpPanel presentation="page" />
      </Card>
    </Container>
  );
}
