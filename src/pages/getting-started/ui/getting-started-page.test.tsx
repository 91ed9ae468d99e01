import type { SessionUser } from '@/entities/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { GettingStartedPage } from './getting-started-page';

const api = setupApiServer();

function serve(vehicles: object[], { failStatus = 0 } = {}) {
  let statusCalls = 0;
  api.use(
    http.get('*/api/me/assets', () => HttpResponse.json({ data: vehicles, meta: { current_page: 1, last_page: 1, total: vehicles.length } })),
    http.get('*/api/me/status', () => {
      statusCalls += 1;
      if (failStatus && statusCalls <= failStatus) return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 });
      return HttpResponse.json({ data: { unreadConversations: [], actionableBookings: 0 } });
    }),
    http.get('*/api/me/custom-timestamps', () => HttpResponse.json({ data: [] })),
  );
}

async function renderPage(user: SessionUser, routes: RouteName[] = []) {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <GettingStartedPage />
    </RouteAvailabilityProvider>,
    { as: user, route: '/getting-started' },
  );
}

const stepNamed = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('GettingStartedPage', () => {
  it('shows a new owner the steps with "publish vehicle" in progress and a link to it', async () => {
    serve([{ id: 31, isActive: false, activationCount: 0 }]);
    await renderPage(userOf('owner', { isIdVerified: false, isFullyOnboarded: false }), ['publish-vehicle', 'owner-verify-id']);
    expect(await screen.findByRole('progressbar', { name: '1 of 3 steps done' })).toBeInTheDocument();
    expect(within(stepNamed('Create your account')).getByText('Done')).toBeInTheDocument();
    const publish = stepNamed('Publish your vehicle');
    expect(publish).toHaveAttribute('aria-current', 'step');
    expect(within(publish).getByText('In progress')).toBeInTheDocument();
    expect(within(publish).getByRole('link', { name: 'Publish your vehicle' })).toHaveAttribute('href', '/publish-vehicle');
    expect(within(stepNamed('Verify your ID')).getByText('Not started')).toBeInTheDocument();
  });

  it('leaves out the link of a step whose page does not exist', async () => {
    serve([{ id: 31, isActive: true, activationCount: 1 }]);
    await renderPage(userOf('owner', { isIdVerified: false, isFullyOnboarded: false }), []);
    const verify = await screen.findByRole('heading', { name: 'Verify your ID' });
    const step = verify.closest('li') as HTMLElement;
    expect(within(step).getByText('In progress')).toBeInTheDocument();
    expect(within(step).getByText('Needed once you get your first booking request or message.')).toBeInTheDocument();
    expect(within(step).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a renter their own steps, and when all are done', async () => {
    serve([]);
    await renderPage(userOf('renter', { isIdVerified: true, isFullyOnboarded: true }));
    expect(await screen.findByText('You are all set. Every step is done.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell owners about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '3 of 3 steps done' })).toBeInTheDocument();
  });

  it('says when the progress cannot be loaded, and loads it on retry', async () => {
    serve([], { failStatus: 1 });
    await renderPage(userOf('renter', { isIdVerified: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your progress could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: '1 of 3 steps done' })).toBeInTheDocument();
  });
});
