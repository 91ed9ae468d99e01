import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { ModalFailure } from './modal-failure';
import * as css from './obtrusive-modals.css';

export interface InteriorInsuranceModalProps {
  busy: boolean;
  failed: boolean;
  onContinue: () => void;
}

/**
 * Tells an owner on the Nordic platform insurance that renters can add interior insurance
 * (002 §4.3). The contract records only that the owner was asked
 * (`askedToOptInForOmocomInteriorInsuranceAddon`), so the modal informs and asks for no choice
 * it could not keep.
 */
export function InteriorInsuranceModal({ busy, failed, onContinue }: InteriorInsuranceModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open closeable={false} obtrusive title={t`Interior insurance for your renters`}>
      <div className={css.content}>
        <Text>
          <Trans>
            Renters of your vehicles on the platform insurance can now add interior insurance when they book. It covers accidental damage inside the
            vehicle, so such damage is settled by the insurer instead of through the deposit.
          </Trans>
        </Text>
        <Text>
          <Trans>There is nothing to set up: renters see the offer in the insurance step of their booking.</Trans>
        </Text>
        <ModalFailure message={failed ? t`Your answer could not be saved. Please try again.` : undefined} />
        <div className={css.actions}>
          <Button onClick={onContinue} loading={busy}>
            <Trans>Got it</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
