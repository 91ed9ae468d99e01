import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import * as css from './auth-page.css';
import { LoginPanel } from './login-panel';

export function LoginPage() {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <title>{t`Log in | Campershare`}</title>
      <Card className={css.card} padding="lg">
        <Heading level={1} size="lg">
          <Trans>Log in</Trans>
        </Heading>
        <LoginPanel presentation="page" />
      </Card>
    </Container>
  );
}
