import type { SessionUser } from '@/entities/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { Dialog } from '@/shared/ui/dialog';
import { OnboardingModalHost } from './onboarding-modal-host';

const api = setupApiServer();

const DETAILS: Partial<SessionUser> = { contactDetailsConfirmedAt: new Date().toISOString(), isOmocomMarket: true, hasBankAccount: true };
const draft = { id: 31, isActive: false, activationCount: 0, hasPlatformInsurance: false, insuranceCompany: null };

function serve({ vehicles = [draft], dismissed = [] as string[] } = {}) {
  const saved: string[] = [];
  api.use(
    http.get('*/api/me/assets', () => HttpResponse.json({ data: vehicles, meta: { current_page: 1, last_page: 1, total: vehicles.length } })),
    http.get('*/api/me/status', () => HttpResponse.json({ data: { unreadConversations: [], actionableBookings: 0 } })),
    http.get('*/api/me/custom-timestamps', () =>
      HttpResponse.json({ data: dismissed.map((key, id) => ({ id, timestampKey: key, timestamp: '2026-11-01T00:00:00Z' })) }),
    ),
    http.post('*/api/me/custom-timestamps', async ({ request }) => {
      const { timestampKey } = (await request.json()) as { timestampKey: string };
      saved.push(timestampKey);
      return HttpResponse.json({ data: { id: 9, timestampKey, timestamp: new Date().toISOString() } }, { status: 201 });
    }),
  );
  return saved;
}

/** A dialog the user opened on the page, closed with its close button. */
function PageDialog() {
  const [open, setOpen] = useState(true);
  return <Dialog open={open} onOpenChange={setOpen} title="Delete your account?" />;
}

async function renderHost(user: SessionUser, { route = '/', routes = [] as RouteName[], before = null as ReactNode } = {}) {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      {before}
      <OnboardingModalHost />
    </RouteAvailabilityProvider>,
    { as: user, route },
  );
  return userEvent.setup();
}

const newOwner = userOf('owner', { ...DETAILS, isIdVerified: false, isFullyOnboarded: false });

describe('OnboardingModalHost', () => {
  it('suggests the next step with a link to its page, and is dismissable for good', async () => {
    const saved = serve();
    const events = await renderHost(newOwner, { routes: ['new-vehicle', 'edit-vehicle', 'getting-started'] });
    // The dialog's code loads when the modal first opens: the first test waits for that import.
    const dialog = await screen.findByRole('dialog', { name: 'Your next step: Publish your vehicle' }, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'Publish your vehicle' })).toHaveAttribute('href', '/edit-vehicle/31');
    expect(screen.getByRole('link', { name: 'See all steps' })).toHaveAttribute('href', '/getting-started');
    expect(screen.getByRole('progressbar', { name: 'Getting started: 1 of 3 steps done' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(saved).toEqual(['getting_started_dismissed:publish-vehicle']));
  });

  it('closes with Escape like any dismissable modal', async () => {
    const saved = serve();
    const events = await renderHost(newOwner);
    await screen.findByRole('dialog', { name: 'Your next step: Publish your vehicle' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('stays closed for a step dismissed before', async () => {
    serve({ dismissed: ['getting_started_dismissed:publish-vehicle'] });
    await renderHost(newOwner);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open on the booking login route', async () => {
    serve();
    await renderHost(newOwner, { route: '/vehicles/7/book/login' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a renter to verify the ID', async () => {
    serve({ vehicles: [] });
    await renderHost(userOf('renter', { ...DETAILS, isIdVerified: false }), { routes: ['verify-id'] });
    await screen.findByRole('dialog', { name: 'Your next step: Verify your ID' });
    expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verify-id');
  });

  it('waits for the obtrusive modals: none while new terms are to be accepted', async () => {
    serve();
    await renderHost({ ...newOwner, mustAcceptNewTerms: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while a dialog the user opened is open, and opens when it closes', async () => {
    serve();
    const events = await renderHost(newOwner, {
      // A dialog of the page, open before the modal's turn comes.
      before: <PageDialog />,
    });
    // Long enough for the modal's turn and its dialog's code to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(screen.queryByRole('dialog', { name: /^Your next step/ })).not.toBeInTheDocument();

    await events.click(within(screen.getByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Your next step: Publish your vehicle' })).toBeInTheDocument();
  });
});
