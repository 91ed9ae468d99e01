import { Trans, useLingui } from '@lingui/react/macro';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { SignUpPanel } from './sign-up-panel';

export function SignUpPage() {
  const { t } = useLingui();
  return (
    <AuthLayout heading={<Trans>Create an account</Trans>} width="wide">
      <title>{t`Create an account | Campershare`}</title>
      <SignUpPanel presentation="page" />
    </AuthLayout>
  );
}
