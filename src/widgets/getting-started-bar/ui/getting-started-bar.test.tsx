import { sessionMachine, type Restored, type SessionUser } from '@machines/session';
import { signedInAs } from '@/shared/test';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider } from '@/entities/session';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { GettingStartedBar } from './getting-started-bar';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderBar(user: SessionUser, route: string) {
  server.use(
    http.get('*/api/me/assets', () => HttpResponse.json({ data: [{ id: 31, isActive: false, activationCount: 0 }], meta: { current_page: 1, last_page: 1, total: 1 } })),
    http.get('*/api/me/status', () => HttpResponse.json({ data: { unreadConversations: [], actionableBookings: 0 } })),
    http.get('*/api/me/custom-timestamps', () => HttpResponse.json({ data: [] })),
  );
  const actor = createActor(
    sessionMachine.provide({ actors: { restore: fromPromise<Restored | null>(async () => ({ session: { tokens: { token: 't', refreshToken: 'r' }, user } })) } }),
  );
  actor.start();
  renderWithProviders(
    <SessionProvider actor={actor}>
      <RouteAvailabilityProvider routes={new Set(['getting-started'] as const)}>
        <GettingStartedBar />
      </RouteAvailabilityProvider>
    </SessionProvider>,
    { route },
  );
}

const owner = signedInAs('owner', { isOmocomMarket: true, isFullyOnboarded: false }).user;

describe('GettingStartedBar', () => {
  it('shows an owner of an omocom market their progress and next step, with a link to getting-started', async () => {
    renderBar(owner, '/favorites');
    const bar = await screen.findByRole('complementary', { name: 'Getting started' });
    expect(bar).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Getting started: 1 of 3 steps done. Next: Publish your vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue getting started' })).toHaveAttribute('href', '/getting-started');
  });

  it('is hidden on the home page', async () => {
    renderBar(owner, '/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not shown to renters', async () => {
    renderBar(signedInAs('renter', { isOmocomMarket: true }).user, '/favorites');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
