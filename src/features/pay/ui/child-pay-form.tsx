import { selectPaymentView, type paymentMachine, type PaymentEvent } from '@machines/payment';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { trackFunnel } from '@/entities/funnel';
import { paymentQueries, stripeAccountOf, type SavedPaymentMethod } from '@/entities/payment';
import { useLocaleInfo } from '@/shared/i18n';
import { useLoadedGateway, type PaymentGateway } from '@/shared/lib/payment-gateway';
import type { GatewayOperationsHolder } from '../model/use-booking-payments';
import { GatewayLoadFailure } from './gateway-load-failure';
import { initialSelection, PayFormView } from './pay-form-body';
import { PayFormSkeleton } from './pay-form-skeleton';

type PaymentRef = ActorRefFrom<typeof paymentMachine>;

export interface ChildPayFormProps {
  /** The payment machine another machine invoked (`machines/installments-deposits` while paying). */
  payment: PaymentRef;
  /** Filled with the gateway's operations while the form is shown: the child's gateway actors read them. */
  operations: GatewayOperationsHolder;
  onCancel?: () => void;
  /** A gateway to use instead of the configured one (stories). */
  gateway?: PaymentGateway;
}

/** The pay form for a payment machine that runs as another machine's child: the same form, the same gateway, the child's state. */
export function ChildPayForm({ payment, operations, onCancel, gateway: given }: ChildPayFormProps) {
  const { intl } = useLocaleInfo();
  const { amount, currency, country } = payment.getSnapshot().context;
  const account = stripeAccountOf(country);
  const { gateway, failed, retry } = useLoadedGateway(given);
  const saved = useQuery({ ...paymentQueries.savedMethods(account ?? ''), enabled: account !== undefined });

  if (failed) return <GatewayLoadFailure onRetry={retry} />;
  if (!gateway || (account !== undefined && saved.isPending)) return <PayFormSkeleton />;
  return (
    <gateway.Provider amount={amount} currency={currency} locale={intl}>
      <ChildPayFormBody gateway={gateway} payment={payment} operations={operations} savedMethods={saved.data ?? []} onCancel={onCancel} />
    </gateway.Provider>
  );
}

interface ChildPayFormBodyProps {
  gateway: PaymentGateway;
  payment: PaymentRef;
  operations: GatewayOperationsHolder;
  savedMethods: readonly SavedPaymentMethod[];
  onCancel?: () => void;
}

function ChildPayFormBody({ gateway, payment, operations, savedMethods, onCancel }: ChildPayFormBodyProps) {
  const current = gateway.useOperations();
  useEffect(() => {
    operations.set(current);
    return () => operations.set(undefined);
  }, [operations, current]);
  const view = useSelector(payment, selectPaymentView);
  const { amount, currency, payable } = payment.getSnapshot().context;

  // The first usable saved card is chosen for the payer once; a choice already made stays.
  const unchosen = view.selection === undefined;
  useEffect(() => {
    if (!unchosen) return;
    const first = initialSelection(savedMethods);
    payment.send(first.kind === 'saved' ? { type: 'SELECT_SAVED', method: first } : { type: 'SELECT_NEW' });
  }, [unchosen, savedMethods, payment]);

  const locked = view.busy || view.phase === 'succeeded';
  return (
    <PayFormView
      view={view}
      amount={amount}
      currency={currency}
      savedMethods={savedMethods}
      fields={<gateway.Fields disabled={locked} />}
      onSelect={(event: PaymentEvent) => payment.send(event)}
      onSubmit={() => {
        trackFunnel({ name: 'payment_submitted', payableType: payable.type, payableId: payable.id });
        payment.send({ type: 'SUBMIT' });
      }}
      onRetry={() => payment.send({ type: 'RETRY' })}
      onCancel={onCancel}
    />
  );
}
