import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InstallmentsDepositsEvent, InstallmentsDepositsView, OrderPayable } from '@machines/installments-deposits';
import { useSelector } from '@xstate/react';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import type { GatewayOperationsHolder } from '../model/use-booking-payments';
import { ChildPayForm } from './child-pay-form';

export interface PayableDialogProps {
  view: InstallmentsDepositsView;
  send: (event: InstallmentsDepositsEvent) => void;
  operations: GatewayOperationsHolder;
  gateway?: PaymentGateway;
}

/** The installment, complete-booking, deposit and extra-charge payment modals (001 §2): one dialog, titled by what is paid. */
export function PayableDialog({ view, send, operations, gateway }: PayableDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const close = () => send({ type: 'DISMISS' });
  if (view.phase === 'paid' && view.paid) {
    const money = formatMoney(view.paid.amount, view.money.currency as Currency, intl);
    return (
      <Dialog open onOpenChange={(open) => !open && close()} title={i18n._(titleOf(view.paid))}>
        <Stack gap="md">
          <Text role="status" tone="success" weight="semibold">
            {t`Payment of ${money} received.`}
          </Text>
          <div>
            <Button onClick={close}>{t`Done`}</Button>
          </div>
        </Stack>
      </Dialog>
    );
  }
  if (view.phase !== 'paying' || !view.paying || !view.payment) return null;
  return <PayingDialog title={i18n._(titleOf(view.paying))} payment={view.payment} operations={operations} onClose={close} gateway={gateway} />;
}

/** 001 §2: the installment payment, complete booking payment, deposit payment and extra charge modals. */
function titleOf(payable: OrderPayable): MessageDescriptor {
  if (payable.kind === 'order') return msg`Complete the booking payment`;
  if (payable.kind === 'deposit') return msg`Pay the deposit`;
  return payable.purpose === 'extra_charges' ? msg`Pay the extra charges` : msg`Pay an installment`;
}

interface PayingDialogProps {
  title: string;
  payment: NonNullable<InstallmentsDepositsView['payment']>;
  operations: GatewayOperationsHolder;
  onClose: () => void;
  gateway?: PaymentGateway;
}

/** While a payment runs the dialog cannot be closed: the charge may be under way. */
function PayingDialog({ title, payment, operations, onClose, gateway }: PayingDialogProps) {
  const busy = useSelector(payment, (snapshot) => !snapshot.matches('editing') && !snapshot.matches('failed'));
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title={title} closeable={!busy}>
      <ChildPayForm payment={payment} operations={operations} onCancel={onClose} gateway={gateway} />
    </Dialog>
  );
}
