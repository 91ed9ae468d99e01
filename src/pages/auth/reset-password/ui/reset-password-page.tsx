import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/reset-password';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Text } from '@/shared/ui/text';

/** Reset password (002 §2.2): `/reset-password/{resetCode?}`, the page the mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { resetCode } = useParams<{ resetCode?: string }>();
  return (
    <AuthLayout heading={<Trans>Choose a new password</Trans>}>
      <title>{t`Choose a new password | Campershare`}</title>
      <Text>
        <Trans>After saving it, log in with your new password.</Trans>
      </Text>
      <ResetPasswordForm key={resetCode} code={resetCode} />
    </AuthLayout>
  );
}
