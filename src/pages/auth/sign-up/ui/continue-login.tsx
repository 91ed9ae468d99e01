import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailAccount } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

export interface ContinueLoginProps {
  email: string;
  account: EmailAccount;
  /** The login page or popup with the address filled in. */
  loginHref: string;
  onClose: () => void;
}

/**
 * 002 §4.5 "continue login": the address typed at sign-up has an account already. Instead of a
 * second account, the user goes on to log in with it: with the password, or the way the account
 * was made when it has none (Google or Facebook, `hasPassword: false`).
 */
export function ContinueLogin({ email, account, loginHref, onClose }: ContinueLoginProps) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`You already have an account`} size="sm">
      <Stack gap="lg">
        <Text>
          <Trans>
            {email} is registered with Campershare. Log in to continue.
          </Trans>
        </Text>
        {account.hasPassword === false && (
          <Text>
            <Trans>You created the account with Google or Facebook: log in the same way.</Trans>
          </Text>
        )}
        <Stack direction="horizontal" gap="md" wrap>
          <ButtonLink to={loginHref}>{t`Log in`}</ButtonLink>
          <Button variant="secondary" onClick={onClose}>
            {t`Use another e-mail`}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
