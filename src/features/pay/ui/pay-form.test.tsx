import { manualClock } from '@openapi/sandbox/clock';
import { createSandboxServer } from '@openapi/sandbox/node';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, connectSession, unwrap } from '@/shared/api';
import { renderWithProviders } from '@/shared/test';
import { PayForm } from './pay-form';

const { server, sandbox } = createSandboxServer({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });
let token = '';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  connectSession(undefined);
  server.close();
});
beforeEach(async () => {
  sandbox.reset();
  connectSession({ accessToken: () => token, refresh: async () => token, onSessionEnded: () => undefined, impersonation: () => undefined });
  token = (await unwrap(api.POST('/auth/login', { body: { email: 'renter@sandbox.test', password: 'Sandbox2026' } }))).data.token;
});

/** A payable installment of the demo renter in the seed. */
function payableInstallment() {
  const store = sandbox.store;
  const renter = store.users.all().find((user) => user.email === 'renter@sandbox.test');
  const installment = store.installments.all().find((row) => {
    const order = store.orders.get(row.orderId);
    const booking = order ? store.bookings.get(order.bookingId) : undefined;
    return row.status === 'payable' && booking?.renterId === renter?.id;
  });
  if (!installment) throw new Error('The seed has no payable installment of the demo renter');
  return installment;
}

function renderForm() {
  const installment = payableInstallment();
  const onPaid = vi.fn();
  renderWithProviders(<PayForm payable={{ type: 'installment', id: installment.id }} amount={installment.amount} currency="sek" country="SE" onPaid={onPaid} />);
  return { installment, onPaid, user: userEvent.setup() };
}

const paymentsOf = (installmentId: number) => sandbox.store.payments.all().filter((p) => p.payableType === 'installment' && p.payableId === installmentId);

async function enterNewCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('radio', { name: 'A new card' }));
  const field = screen.getByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
}

const payButton = () => screen.getByRole('button', { name: /^Pay SEK/ });

describe('PayForm on the sandbox', { timeout: 30_000 }, () => {
  it('pays with a new card and reports the payment once', async () => {
    const { installment, onPaid, user } = renderForm();
    await enterNewCard(user, '4242 4242 4242 4242');
    await user.click(payButton());
    expect(await screen.findByText('Payment received.')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
    const [payment] = paymentsOf(installment.id);
    expect(onPaid).toHaveBeenCalledWith({ paymentId: payment?.id, status: payment?.status });
    expect(payment).toMatchObject({ paymentMethodId: 'pm_card_4242424242424242', status: expect.stringMatching(/^(succeeded|requires_capture)$/) });
    expect(sandbox.store.installments.get(installment.id)?.status).toBe('paid');
  });

  it('lists the saved cards and pays with the first one by default', async () => {
    const { onPaid, user } = renderForm();
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    const visa = within(group).getByRole('radio', { name: /^Visa ending in 4242/ });
    expect(visa).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('shows insufficient funds with the bank hint, keeps the card, and pays on retry with another card', async () => {
    const { installment, onPaid, user } = renderForm();
    await enterNewCard(user, '4000 0000 0000 9995');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).toHaveTextContent("Check that your bank allows online purchases and that your card's limit is high enough.");
    expect(onPaid).not.toHaveBeenCalled();
    // Nothing chosen is lost: still a new card, still the number typed.
    expect(screen.getByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 9995');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Card number');
    await user.clear(field);
    await user.type(field, '4242424242424242');
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(paymentsOf(installment.id).map((p) => p.status)).toEqual(['failed', expect.stringMatching(/^(succeeded|requires_capture)$/)]);
  });

  it('says an expired card has expired', async () => {
    const { user } = renderForm();
    await enterNewCard(user, '4000000000000069');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has expired. Please use another card.');
  });

  it('refuses American Express and Diners Club before calling the API', async () => {
    const { installment, user } = renderForm();
    await enterNewCard(user, '3782 822463 10005');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is not supported. We do not accept American Express or Diners Club; please use another card.');
    await enterNewCard(user, '3056 9300 0902 0004');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is not supported.');
    expect(paymentsOf(installment.id)).toEqual([]);
  });

  it('completes 3-D Secure in the challenge dialog', async () => {
    const { installment, onPaid, user } = renderForm();
    await enterNewCard(user, '4000 0027 6000 3184');
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    expect(paymentsOf(installment.id).map((p) => p.status)).toEqual(['requires_action']);
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Payment received.')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed 3-D Secure and lets the payer try again', async () => {
    const { onPaid, user } = renderForm();
    await enterNewCard(user, '4000 0027 6000 3184');
    await user.click(payButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail authentication' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined. Please contact your bank or use another card.');
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(payButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('asks for the card number before paying', async () => {
    const { installment, user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'A new card' }));
    await user.click(payButton());
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(payButton());
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(paymentsOf(installment.id)).toEqual([]);
  });
});
