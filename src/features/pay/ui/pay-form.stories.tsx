import preview from '#.storybook/preview';
import { paymentMachine, selectPaymentView, type PaymentContext } from '@machines/payment';
import { paymentInput, paymentResult, savedVisa } from '@machines/payment/payment.fixtures';
import { manualClock } from '@openapi/sandbox/clock';
import { createSandbox } from '@openapi/sandbox/create-sandbox';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SavedPaymentMethod } from '@/entities/payment';
import { api, connectSession, unwrap } from '@/shared/api';
import { loadPaymentGateway, type PaymentGateway } from '@/shared/lib/payment-gateway';
import { PayFormView } from './pay-form-body';
import { PayForm } from './pay-form';

type Value = Parameters<typeof paymentMachine.resolveState>[0]['value'];

const SAVED: SavedPaymentMethod[] = [
  { id: savedVisa.paymentMethodId, type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, status: 'succeeded', stripeAccount: 'se' },
  { id: 'pm_sbx_000009', type: 'card', brand: 'amex', last4: '0005', expMonth: 3, expYear: 2028, status: 'succeeded', stripeAccount: 'se' },
];

const input = paymentInput();
const nothing = () => undefined;

/** The form as it looks in a state of the payment machine, with the sandbox gateway's fields. */
function formIn(gateway: PaymentGateway, value: Value, context: Partial<PaymentContext> = {}, savedMethods: SavedPaymentMethod[] = []) {
  const view = selectPaymentView(paymentMachine.resolveState({ value, context: { ...input, attempts: 0, selection: { kind: 'new' }, ...context } }));
  return (
    <gateway.Provider amount={input.amount} currency={input.currency}>
      <PayFormView
        view={view}
        amount={input.amount}
        currency={input.currency}
        savedMethods={savedMethods}
        fields={<gateway.Fields disabled={view.busy} />}
        onSelect={nothing}
        onSubmit={nothing}
        onRetry={nothing}
        onCancel={nothing}
      />
    </gateway.Provider>
  );
}

const meta = preview.meta({
  title: 'Features/PayForm',
  parameters: { machine: 'payment' },
  loaders: [async () => ({ gateway: await loadPaymentGateway('sandbox') })],
});

const gatewayOf = (loaded: Record<string, unknown>) => loaded['gateway'] as PaymentGateway;
const payButton = () => screen.getByRole('button', { name: /^Pay SEK/ });

export const EditingNewCard = meta.story({
  parameters: { machineState: 'payment.editing' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'editing'),
  play: async () => {
    await expect(await screen.findByLabelText('Card number')).toBeEnabled();
    await expect(payButton()).toHaveTextContent('Pay SEK 4,125.00');
  },
});

export const EditingSavedCards = meta.story({
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'editing', { selection: { kind: 'saved', ...savedVisa } }, SAVED),
  play: async () => {
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    await expect(within(group).getByRole('radio', { name: 'Visa ending in 4242, expires 12/2029' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'American Express ending in 0005, expires 03/2028 (not accepted)' })).toBeDisabled();
    await expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  },
});

export const CreatingPaymentMethod = meta.story({
  parameters: { machineState: 'payment.creatingPaymentMethod' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'creatingPaymentMethod'),
  play: async () => {
    await expect(await screen.findByLabelText('Card number')).toBeDisabled();
    await expect(payButton()).toHaveAttribute('aria-busy', 'true');
  },
});

export const Submitting = meta.story({
  parameters: { machineState: 'payment.submitting' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'submitting', { attempts: 1 }),
  play: async () => {
    await expect(await screen.findByRole('form', { name: 'Payment' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Authenticating = meta.story({
  parameters: { machineState: 'payment.authenticating' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'authenticating', { attempts: 1, payment: paymentResult('requires_action') }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Waiting for your bank to confirm the payment…');
  },
});

export const AwaitingOrderChecking = meta.story({
  parameters: { machineState: 'payment.awaitingOrder.checking' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), { awaitingOrder: 'checking' }, { attempts: 1, payment: paymentResult('succeeded') }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Confirming your payment…');
  },
});

export const AwaitingOrderWaiting = meta.story({
  parameters: { machineState: 'payment.awaitingOrder.waiting' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), { awaitingOrder: 'waiting' }, { attempts: 1, payment: paymentResult('processing') }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Confirming your payment…');
  },
});

export const Succeeded = meta.story({
  parameters: { machineState: 'payment.succeeded' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'succeeded', { attempts: 1, payment: paymentResult('succeeded') }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Payment received.');
    await expect(payButton()).toBeDisabled();
  },
});

export const FailedInsufficientFunds = meta.story({
  parameters: { machineState: 'payment.failed' },
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'failed', { attempts: 1, failure: { reason: 'insufficientFunds', code: 'insufficient_funds' } }),
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card has insufficient funds.');
    await expect(alert).toHaveTextContent("Check that your bank allows online purchases and that your card's limit is high enough.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
});

export const FailedCardNotSupported = meta.story({
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'failed', { failure: { reason: 'cardNotSupported', code: 'card_not_supported' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('We do not accept American Express or Diners Club');
  },
});

export const FailedGeneric = meta.story({
  render: (_, { loaded }) => formIn(gatewayOf(loaded), 'failed', { attempts: 1, failure: { reason: 'generic', code: 'processing_error' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The payment failed (code: processing_error). Please try again.');
  },
});

/** A fresh sandbox with the demo renter signed in: the whole form against the sandbox API. */
const live = createSandbox({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });

function payableInstallment() {
  const store = live.store;
  const renter = store.users.all().find((user) => user.email === 'renter@sandbox.test');
  return store.installments.all().find((row) => {
    const order = store.orders.get(row.orderId);
    const booking = order ? store.bookings.get(order.bookingId) : undefined;
    return row.status === 'payable' && booking?.renterId === renter?.id;
  });
}

/** The whole form against the story's own sandbox, as the demo renter (signed in by the story's `beforeEach`). */
function LivePayForm() {
  const installment = payableInstallment();
  if (!installment) return <p>The seed has no payable installment of the demo renter.</p>;
  return <PayForm payable={{ type: 'installment', id: installment.id }} amount={installment.amount} currency="sek" country="se" onPaid={nothing} />;
}

/** 3-D Secure in the sandbox: the challenge dialog stands in for the bank's page. */
export const ThreeDSecureOnTheSandbox = meta.story({
  async beforeEach({ msw }) {
    msw.use(...live.handlers);
    live.reset();
    const { token } = (await unwrap(api.POST('/auth/login', { body: { email: 'renter@sandbox.test', password: 'Sandbox2026' } }))).data;
    connectSession({ accessToken: () => token, refresh: async () => token, onSessionEnded: () => undefined, impersonation: () => undefined });
    return () => connectSession(undefined);
  },
  render: () => <LivePayForm />,
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'A new card' }, { timeout: 10_000 }));
    await userEvent.type(screen.getByLabelText('Card number'), '4000 0027 6000 3184');
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Payment received.'), { timeout: 10_000 });
  },
});
