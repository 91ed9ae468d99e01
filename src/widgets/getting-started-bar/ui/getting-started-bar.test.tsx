import type { SessionUser } from '@/entities/session';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { GettingStartedBar } from './getting-started-bar';

const api = setupApiServer();

async function renderBar(user: SessionUser, route: string) {
  api.use(
    http.get('*/api/me/assets', () => HttpResponse.json({ data: [{ id: 31, isActive: false, activationCount: 0 }], meta: { current_page: 1, last_page: 1, total: 1 } })),
    http.get('*/api/me/status', () => HttpResponse.json({ data: { unreadConversations: [], actionableBookings: 0 } })),
    http.get('*/api/me/custom-timestamps', () => HttpResponse.json({ data: [] })),
  );
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(['getting-started'] as const)}>
      <GettingStartedBar />
    </RouteAvailabilityProvider>,
    { as: user, route },
  );
}

const owner = userOf('owner', { isOmocomMarket: true, isFullyOnboarded: false });

describe('GettingStartedBar', () => {
  it('shows an owner of an omocom market their progress and next step, with a link to getting-started', async () => {
    await renderBar(owner, '/favorites');
    const bar = await screen.findByRole('complementary', { name: 'Getting started' });
    expect(bar).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Getting started: 1 of 3 steps done. Next: Publish your vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue getting started' })).toHaveAttribute('href', '/getting-started');
  });

  it('holds its place, unseen, while the progress loads, so that the page does not move when it comes', async () => {
    await renderBar(owner, '/favorites');
    expect(screen.getByTestId('getting-started-bar-place')).toHaveAttribute('inert');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await screen.findByRole('complementary', { name: 'Getting started' });
    expect(screen.queryByTestId('getting-started-bar-place')).not.toBeInTheDocument();
  });

  it('is hidden on the home page', async () => {
    await renderBar(owner, '/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not shown to renters', async () => {
    await renderBar(userOf('renter', { isOmocomMarket: true }), '/favorites');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
