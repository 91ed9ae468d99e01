import { Trans, useLingui } from '@lingui/react/macro';
import { RequestResetForm } from '@/features/auth/reset-password';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';

/** Forgot password (002 §2.2): the e-mail address that gets a reset link. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  return (
    <AuthLayout heading={<Trans>Forgot your password?</Trans>}>
      <title>{t`Forgot your password? | Campershare`}</title>
      <Text>
        <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
      </Text>
      <RequestResetForm />
      <Text>
        <Link to={isAvailable('login') ? hrefTo('login') : hrefTo('index', {}, { popup: 'login' })}>
          <Trans>Back to log in</Trans>
        </Link>
      </Text>
    </AuthLayout>
  );
}
