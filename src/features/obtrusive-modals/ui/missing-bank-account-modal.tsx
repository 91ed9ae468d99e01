import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './obtrusive-modals.css';

export interface MissingBankAccountModalProps {
  /** The economy settings page, when it exists. */
  settingsHref: string | undefined;
  onAcknowledge: () => void;
}

/**
 * 002 §4.2: an owner with confirmed bookings and no bank account. It closes only through its
 * action: the link to the economy settings (where it waits), or, without that page, an
 * acknowledgement for this session.
 */
export function MissingBankAccountModal({ settingsHref, onAcknowledge }: MissingBankAccountModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open closeable={false} obtrusive title={t`Add a bank account to get paid`}>
      <div className={css.content}>
        <Text>
          <Trans>You have confirmed bookings, but no bank account for your payouts. Add one so we can pay out your earnings.</Trans>
        </Text>
        {!settingsHref && (
          <Text>
            <Trans>You add it under My economy, in the economy settings of your profile menu.</Trans>
          </Text>
        )}
        <div className={css.actions}>
          {settingsHref ? (
            <ButtonLink to={settingsHref}>
              <Trans>Add bank account</Trans>
            </ButtonLink>
          ) : (
            <Button onClick={onAcknowledge}>
              <Trans>I understand</Trans>
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
