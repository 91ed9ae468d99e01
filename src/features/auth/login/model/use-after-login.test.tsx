import { manualClock } from '@openapi/sandbox/clock';
import { demoAccount, type DemoAccountKey } from '@openapi/sandbox/demo-accounts';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingMessage } from '@/entities/cart';
import { peekRedirectTarget, rememberRedirectTarget, type SessionActor } from '@/entities/session';
import { sessionReaches, startAppSession } from '@/entities/session/testing';
import { PENDING_FAVORITE_KEY } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { useAfterLogin, type SignedInUser } from './use-after-login';

const { sandbox } = setupSandboxServer({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });
beforeEach(() => {
  sandbox.reset();
  localStorage.clear();
  // A saved login would be restored by the next test's session.
  for (const name of ['redirect', 'auth']) document.cookie = `${name}=; max-age=0; path=/`;
});

async function logIn(key: DemoAccountKey): Promise<{ actor: SessionActor; user: SignedInUser }> {
  const actor = await startAppSession();
  const { email, password } = demoAccount(key);
  expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  actor.send({ type: 'LOGIN', input: { email, password } });
  const settled = await sessionReaches(actor, (s) => !s.matches('authenticating'));
  expect(settled.matches('authenticated')).toBe(true);
  const user = settled.context.session?.user;
  if (!user) throw new Error('not signed in');
  return { actor, user };
}

function Harness({ user, onStay }: { user: SignedInUser; onStay: () => void }) {
  const afterLogin = useAfterLogin();
  const { pathname, search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => void afterLogin(user, { onStay })}>
        Continue
      </button>
      <output aria-label="Location">{pathname + search}</output>
    </>
  );
}

async function continueAs(key: DemoAccountKey, routes: RouteName[]) {
  const { actor, user } = await logIn(key);
  const onStay = vi.fn();
  renderWithProviders(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <Harness user={user} onStay={onStay} />
    </RouteAvailabilityProvider>,
    { route: '/vehicles/7' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { actor, onStay, location: () => screen.getByRole('status', { name: 'Location' }).textContent };
}

describe('after login on the sandbox (002 §4.2)', { timeout: 20_000 }, () => {
  it('renter@ with a confirmed and an active booking goes to the bookings list (rule 4)', async () => {
    const { location } = await continueAs('renter', ['index', 'bookings', 'booking']);
    await waitFor(() => expect(location()).toBe('/bookings'));
  });

  it('renter@ who wrote to an owner as a guest stays on the vehicle page, where the message is sent', async () => {
    savePendingMessage('Is the camper free in July?', new Date());
    const { onStay, location } = await continueAs('renter', ['index', 'bookings', 'booking']);
    await waitFor(() => expect(onStay).toHaveBeenCalled());
    expect(location()).toBe('/vehicles/7');
  });

  it('a destination whose page is not built falls back to the home page', async () => {
    const { location } = await continueAs('renter', ['index']);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('owner@ with active vehicles goes to the owner dashboard (rule 7, renterAccess on)', async () => {
    const { location } = await continueAs('owner', ['index', 'owner-dashboard']);
    await waitFor(() => expect(location()).toBe('/owner/dashboard'));
  });

  it('newowner@, who never activated a vehicle, goes to getting-started (rule 6)', async () => {
    const { location } = await continueAs('newOwner', ['index', 'getting-started']);
    await waitFor(() => expect(location()).toBe('/getting-started'));
  });

  it('an admin has no rule and stays', async () => {
    const { onStay, location } = await continueAs('admin', ['index']);
    await waitFor(() => expect(onStay).toHaveBeenCalled());
    expect(location()).toBe('/vehicles/7');
  });

  it('follows and clears a stored redirect cookie (rule 2)', async () => {
    rememberRedirectTarget('/messages/4?draft=1');
    const { location } = await continueAs('renter', ['index', 'bookings']);
    await waitFor(() => expect(location()).toBe('/messages/4?draft=1'));
    expect(peekRedirectTarget()).toBeUndefined();
  });

  it('adds a saved favourite and nothing else happens (rule 1)', async () => {
    rememberRedirectTarget('/messages/4');
    localStorage.setItem(PENDING_FAVORITE_KEY, '3');
    const { onStay, location } = await continueAs('swissRenter', ['index', 'bookings']);
    await waitFor(() => expect(onStay).toHaveBeenCalled());
    expect(location()).toBe('/vehicles/7');
    expect(localStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    expect(peekRedirectTarget()).toBe('/messages/4');
    const { data: favorites } = await unwrap(api.GET('/me/favorite-assets'));
    expect(favorites.map((f) => f.assetId)).toContain(3);
  });
});
