import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { api } from '@/shared/api';
import { setupSandboxServer } from '@/shared/test-server';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { SignUpPanel } from './sign-up-panel';

// The sandbox answers `POST /auth/check-email` with its seeded accounts.
setupSandboxServer();
beforeAll(async () => {
  // The store seeds on its first call (seconds on a busy machine): before the tests, not inside their waits.
  await api.POST('/auth/check-email', { body: { email: 'renter@sandbox.test' } });
}, 60_000);

async function renderPanel(route: string, presentation: 'page' | 'popup') {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(['index', 'login', 'sign-up'] as const)}>
      <SignUpPanel presentation={presentation} onClose={() => undefined} />
    </RouteAvailabilityProvider>,
    { as: null, route },
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
}

describe('the continue-login modal at sign-up (002 §4.5)', () => {
  it('offers to log in with an address that has an account, filled in on the login page', async () => {
    await renderPanel('/sign-up', 'page');
    await userEvent.type(screen.getByLabelText('E-mail'), 'renter@sandbox.test');
    await userEvent.tab();
    const dialog = await screen.findByRole('dialog', { name: 'You already have an account' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('renter@sandbox.test is registered with Campershare. Log in to continue.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?email=renter%40sandbox.test');
    await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The field still says why, and what was typed stays.
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail address is already registered. Log in instead, or use another address.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('renter@sandbox.test');
  });

  it('in the popup, logs in in the popup over the same page', async () => {
    await renderPanel('/vehicles/12?popup=sign-up', 'popup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'renter@sandbox.test');
    await userEvent.tab();
    await screen.findByRole('dialog', { name: 'You already have an account' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/vehicles/12?popup=login&email=renter%40sandbox.test');
  });

  it("does not open for an owner's address at renter sign-up: the field says it cannot be used", async () => {
    await renderPanel('/sign-up', 'page');
    await userEvent.type(screen.getByLabelText('E-mail'), 'owner@sandbox.test');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/belongs to an owner account/), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
