import { manualClock } from '@openapi/sandbox/clock';
import { createSandboxServer } from '@openapi/sandbox/node';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Each save goes through the sandbox gateway, the API and a refetch: seconds on a busy machine.
const SLOW = { timeout: 10_000 };
import { api, connectSession, unwrap } from '@/shared/api';
import { renderWithProviders } from '@/shared/test';
import { SavedPaymentMethods } from './saved-payment-methods';

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

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seed has no ${what}`);
  return value;
}
const renter = () => defined(sandbox.store.users.all().find((user) => user.email === 'renter@sandbox.test'), 'demo renter');
const cardsOf = (account: string) => sandbox.store.paymentMethods.by('userId', renter().id).filter((m) => m.stripeAccount === account);
const firstCard = () => defined(cardsOf('se')[0], 'Swedish card of the demo renter');

function renderPage(account: 'se' | 'de' = 'se') {
  renderWithProviders(<SavedPaymentMethods stripeAccount={account} />);
  return userEvent.setup();
}

async function addCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('button', { name: 'Add a card' }, SLOW));
  await user.type(await screen.findByLabelText('Card number', {}, SLOW), number);
  await user.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('saved payment methods on the sandbox (000 §7)', { timeout: 30_000 }, () => {
  it("lists the account's cards with brand, last four and expiry, the default marked", async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved cards' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(cardsOf('se').length);
    const first = firstCard();
    const item = defined(items[0], 'listed card');
    expect(item).toHaveTextContent(new RegExp(`ending in ${first.last4}, expires ${String(first.expMonth).padStart(2, '0')}/${first.expYear}`));
    expect(within(item).getByText('Default')).toBeInTheDocument();
  });

  it('says so when the account has no cards', async () => {
    renderPage('de');
    expect(await screen.findByText('You have no saved cards for payments in Germany.', {}, SLOW)).toBeInTheDocument();
  });

  it('adds a card: saved in the account shown, listed, and said', async () => {
    const before = cardsOf('se').length;
    const user = renderPage();
    await addCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Card saved. It is offered when you pay.', {}, SLOW)).toBeInTheDocument();
    expect(cardsOf('se')).toHaveLength(before + 1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')).toHaveLength(before + 1), SLOW);
  });

  it('refuses American Express before the API sees it, with 001 §8’s message', async () => {
    const before = sandbox.store.paymentMethods.size;
    const user = renderPage();
    await addCard(user, '3782 822463 10005');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This card is not supported. We do not accept American Express or Diners Club; please use another card.');
    expect(sandbox.store.paymentMethods.size).toBe(before);
    // What was typed stays, to correct it.
    expect(screen.getByLabelText('Card number')).toHaveValue('3782 822463 10005');
  });

  it('words a declined card as 001 §8 does, with the bank hint and a retry', async () => {
    const user = renderPage();
    await addCard(user, '4000 0000 0000 9995');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).toHaveTextContent("Check that your bank allows online purchases and that your card's limit is high enough.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('lists a 3-D Secure card as waiting for the bank, not as the default', async () => {
    const user = renderPage();
    await addCard(user, '4000 0027 6000 3184');
    expect(await screen.findByText('Card saved. Your bank still has to confirm it before you can pay with it.', {}, SLOW)).toBeInTheDocument();
    const waiting = await screen.findByText('Needs confirmation', {}, SLOW);
    const item = defined(waiting.closest('li') ?? undefined, 'list item');
    expect(item).toHaveTextContent(/ending in 3184/);
    expect(within(item).queryByText('Default')).not.toBeInTheDocument();
  });

  it('removes a card after asking; a failure stays in the dialog with a retry', async () => {
    const card = firstCard();
    const user = renderPage();
    const label = new RegExp(`^Remove .*ending in ${card.last4}`);
    await user.click(await screen.findByRole('button', { name: label }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' }, SLOW);

    server.use(http.delete('*/me/payment-methods/:id', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('The card could not be removed.');
    expect(cardsOf('se').some((m) => m.providerId === card.providerId)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText('Card removed.', {}, SLOW)).toBeInTheDocument();
    expect(cardsOf('se').some((m) => m.providerId === card.providerId)).toBe(false);
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
  });
});
