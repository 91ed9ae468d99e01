import { Trans, useLingui } from '@lingui/react/macro';
import { RequestResetForm } from '@/features/reset-password';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './forgot-password-page.css';

/** Forgot password (002 §2.2): the e-mail address that gets a reset link. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  return (
    <Container className={css.page}>
      <title>{t`Forgot your password? | Campershare`}</title>
      <Card className={css.card} padding="lg">
        <Heading level={1} size="lg">
          <Trans>Forgot your password?</Trans>
        </Heading>
        <Text>
          <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
        </Text>
        <RequestResetForm />
        <Text>
          <Link to={isAvailable('login') ? hrefTo('login') : hrefTo('index', {}, { popup: 'login' })}>
            <Trans>Back to log in</Trans>
          </Link>
        </Text>
      </Card>
    </Container>
  );
}
