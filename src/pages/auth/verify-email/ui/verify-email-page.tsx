import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { VerifyEmailForm } from '@/features/auth/verify-email';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Text } from '@/shared/ui/text';

/** Verify e-mail (002 §2.2): `/verify-email/{inputCode?}`, the paste-the-code screen. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const { inputCode } = useParams<{ inputCode?: string }>();
  return (
    <AuthLayout heading={<Trans>Verify your e-mail address</Trans>}>
      <title>{t`Verify your e-mail address | Campershare`}</title>
      <Text>
        <Trans>Paste the code from the e-mail we sent you and confirm it.</Trans>
      </Text>
      <VerifyEmailForm key={inputCode} code={inputCode} />
    </AuthLayout>
  );
}
