import { Trans, useLingui } from '@lingui/react/macro';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { LoginPanel } from './login-panel';

export function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthLayout heading={<Trans>Log in</Trans>}>
      <title>{t`Log in | Campershare`}</title>
      <LoginPanel presentation="page" />
    </AuthLayout>
  );
}
