import preview from '#.storybook/preview';
import { manualClock } from '@openapi/sandbox/clock';
import { createSandbox } from '@openapi/sandbox/create-sandbox';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { expect, screen, userEvent, within } from 'storybook/test';
import { api, connectSession, unwrap } from '@/shared/api';
import { SavedPaymentMethods } from './saved-payment-methods';

// The saved cards against the story's own sandbox, as the demo renter: its Swedish cards, the
// German account without any, and adding a card with the sandbox gateway's test numbers.
const live = createSandbox({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });

const meta = preview.meta({
  title: 'Features/SavedPaymentMethods',
  component: SavedPaymentMethods,
  async beforeEach({ msw }) {
    msw.use(...live.handlers);
    live.reset();
    const { token } = (await unwrap(api.POST('/auth/login', { body: { email: 'renter@sandbox.test', password: 'Sandbox2026' } }))).data;
    connectSession({ accessToken: () => token, refresh: async () => token, onSessionEnded: () => undefined, impersonation: () => undefined });
    return () => connectSession(undefined);
  },
});

export const SavedCards = meta.story({
  args: { stripeAccount: 'se' },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Saved cards' }, { timeout: 10_000 });
    await expect(within(list).getAllByText('Default')).toHaveLength(1);
  },
});

export const NoCardsInThisCountry = meta.story({
  args: { stripeAccount: 'de' },
  play: async () => {
    await expect(await screen.findByText('You have no saved cards for payments in Germany.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
});

export const AmericanExpressRefused = meta.story({
  args: { stripeAccount: 'se' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByLabelText('Card number', {}, { timeout: 10_000 }), '3782 822463 10005');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('We do not accept American Express or Diners Club');
  },
});
