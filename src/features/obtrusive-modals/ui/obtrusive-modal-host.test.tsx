import type { SessionUser } from '@/entities/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import type { components } from '@/shared/api';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { COMPLETE_PROFILE, userOf, vehicleOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { ObtrusiveModalHost } from './obtrusive-modal-host';

type Asset = components['schemas']['Asset'];

const recently = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

const OWNER: Partial<SessionUser> = {
  ...COMPLETE_PROFILE,
  isOmocomMarket: true,
  askedToOptInForOmocomInteriorInsuranceAddon: true,
  contactDetailsConfirmedAt: recently(),
  hasBankAccount: true,
  confirmedBookings: 1,
};

const vehicle = (overrides: Partial<Asset> = {}): Asset =>
  vehicleOf({
    id: 41,
    model: 'California Ocean',
    brand: { id: 3, name: 'Volkswagen', key: 'volkswagen' },
    licensePlate: 'ABC123',
    hasPlatformInsurance: true,
    gasTankChangeConfirmed: true,
    insuranceValue: 50_000_000,
    ...overrides,
  });

const TERMS = {
  id: 2,
  version: '2026.2',
  title: 'User terms 2026.2',
  content: '<h2>1. About the service</h2><p>The marketplace connects owners with renters.</p>',
  url: null,
  publishedAt: '2026-09-01T00:00:00.000Z',
};

const api = setupApiServer();

interface Calls {
  puts: Record<string, unknown>[];
  confirms: number;
  insurance: Record<string, unknown>[];
}

function serve(
  user: SessionUser,
  vehicles: Asset[],
  fail: { put?: number; confirm?: number; insurance?: { status: number; slug: string; errors?: Record<string, string[]> } } = {},
): Calls {
  const calls: Calls = { puts: [], confirms: 0, insurance: [] };
  let current = user;
  const error = (status: number, slug = 'server_error', errors?: Record<string, string[]>) => HttpResponse.json({ status, slug, message: 'Failed', errors }, { status });
  api.use(
    http.get('*/api/me/assets', () => HttpResponse.json({ data: vehicles, meta: { current_page: 1, last_page: 1, total: vehicles.length } })),
    http.get('*/api/user-terms', () => HttpResponse.json({ data: TERMS })),
    http.put('*/api/me', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.puts.push(body);
      if (fail.put && calls.puts.length <= fail.put) return error(500);
      current = {
        ...current,
        ...(body['acceptTerms'] ? { mustAcceptNewTerms: false } : {}),
        ...(body['askedToOptInForOmocomInteriorInsuranceAddon'] ? { askedToOptInForOmocomInteriorInsuranceAddon: true } : {}),
        ...(typeof body['firstName'] === 'string' ? { firstName: body['firstName'], lastName: body['lastName'] as string } : {}),
      };
      return HttpResponse.json({ data: current });
    }),
    http.post('*/api/me/confirm-contact-details', () => {
      calls.confirms += 1;
      if (fail.confirm && calls.confirms <= fail.confirm) return error(500);
      current = { ...current, contactDetailsConfirmedAt: new Date().toISOString() };
      return HttpResponse.json({ data: current });
    }),
    http.post('*/api/assets/:id/confirm-insurance-requirements', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.insurance.push(body);
      if (fail.insurance && calls.insurance.length === 1) return error(fail.insurance.status, fail.insurance.slug, fail.insurance.errors);
      return HttpResponse.json({ data: vehicle({ id: Number(params['id']), insuranceCompany: (body['insuranceCompany'] as string) ?? null, hasPlatformInsurance: !body['ownInsuranceConfirmed'] }) });
    }),
  );
  return calls;
}

async function renderHost(user: SessionUser, { impersonating = false, routes = [] as RouteName[], route = '/' } = {}) {
  const { session: actor } = await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <ObtrusiveModalHost />
    </RouteAvailabilityProvider>,
    { as: user, impersonatedBy: impersonating ? 404 : undefined, route },
  );
  return { actor, events: userEvent.setup() };
}

const ownerWith = (overrides: Partial<SessionUser>) => userOf('owner', { ...OWNER, ...overrides });

describe('ObtrusiveModalHost', () => {
  it('shows the new terms first, not closeable, and then the contact details, each answered by the API', async () => {
    const calls = serve(ownerWith({ mustAcceptNewTerms: true, contactDetailsConfirmedAt: null }), [vehicle()]);
    const { events } = await renderHost(ownerWith({ mustAcceptNewTerms: true, contactDetailsConfirmedAt: null }));

    const terms = await screen.findByRole('dialog', { name: 'We have updated our user terms' });
    expect(await screen.findByRole('heading', { name: '1. About the service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(terms).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Accept the new terms' }));
    expect(await screen.findByRole('dialog', { name: 'Are your contact details up to date?' })).toBeInTheDocument();
    expect(calls.puts).toEqual([{ acceptTerms: true }]);
    expect(screen.getByText('Storgatan 12, 111 20 Stockholm, SE')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Yes, they are correct' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.confirms).toBe(1);
  });

  it('says the terms could not be accepted, keeps the modal, and accepts on retry', async () => {
    const calls = serve(ownerWith({ mustAcceptNewTerms: true }), [vehicle()], { put: 1 });
    const { events } = await renderHost(ownerWith({ mustAcceptNewTerms: true }));
    await events.click(await screen.findByRole('button', { name: 'Accept the new terms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms could not be accepted. Please try again.');
    expect(screen.getByRole('dialog', { name: 'We have updated our user terms' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Accept the new terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.puts).toHaveLength(2);
  });

  it('says confirming failed when the contact details cannot be confirmed', async () => {
    serve(ownerWith({ contactDetailsConfirmedAt: null }), [vehicle()], { confirm: 1 });
    const { events } = await renderHost(ownerWith({ contactDetailsConfirmedAt: null }));
    await events.click(await screen.findByRole('button', { name: 'Yes, they are correct' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirming failed. Please try again.');
  });

  it('links the contact details to the profile when that page exists', async () => {
    serve(ownerWith({ contactDetailsConfirmedAt: null }), [vehicle()]);
    await renderHost(ownerWith({ contactDetailsConfirmedAt: null }), { routes: ['profile'] });
    expect(await screen.findByRole('link', { name: 'Update my details' })).toHaveAttribute('href', '/profile');
  });

  it('does not ask an admin, nor anyone during impersonation', async () => {
    serve(ownerWith({ mustAcceptNewTerms: true, contactDetailsConfirmedAt: null }), [vehicle()]);
    await renderHost(ownerWith({ mustAcceptNewTerms: true, contactDetailsConfirmedAt: null }), { impersonating: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells about interior insurance and records that the owner was asked', async () => {
    const calls = serve(ownerWith({ askedToOptInForOmocomInteriorInsuranceAddon: false }), [vehicle()]);
    const { events } = await renderHost(ownerWith({ askedToOptInForOmocomInteriorInsuranceAddon: false }));
    await events.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.puts).toEqual([{ askedToOptInForOmocomInteriorInsuranceAddon: true }]);
  });

  it('asks to confirm the insurance of a published vehicle without cover, with errors next to the fields', async () => {
    const bare = vehicle({ hasPlatformInsurance: false, insuranceCompany: null });
    const calls = serve(ownerWith({}), [bare], { insurance: { status: 422, slug: 'insurance_not_available' } });
    const { events } = await renderHost(ownerWith({}));

    expect(await screen.findByRole('dialog', { name: 'Confirm the insurance of Volkswagen California Ocean (ABC123)' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirm the statements to keep the platform insurance, or choose your own insurance.')).toBeInTheDocument();
    expect(calls.insurance).toEqual([]);

    await events.click(screen.getByRole('checkbox', { name: 'I confirm these statements are true' }));
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This vehicle does not qualify for the platform insurance. Choose your own insurance instead.');
    expect(calls.insurance[0]).toEqual({ isPrivatelyOwned: true, hasAlteredGasTank: false, hasApprovedTrackingDevice: false });

    await events.click(screen.getByRole('radio', { name: 'With my own insurance' }));
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the name of your insurance company.')).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Insurance company' }), 'Länsförsäkringar');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.insurance[1]).toEqual({ ownInsuranceConfirmed: true, insuranceCompany: 'Länsförsäkringar' });
  });

  it('puts the field errors of a refused insurance confirmation by their fields', async () => {
    const bare = vehicle({ hasPlatformInsurance: false, insuranceCompany: null });
    serve(ownerWith({}), [bare], { insurance: { status: 422, slug: 'validation_failed', errors: { insuranceCompany: ['The insurance company is unknown.'] } } });
    const { events } = await renderHost(ownerWith({}));

    await screen.findByRole('dialog', { name: 'Confirm the insurance of Volkswagen California Ocean (ABC123)' });
    await events.click(screen.getByRole('radio', { name: 'With my own insurance' }));
    const company = screen.getByRole('textbox', { name: 'Insurance company' });
    await events.type(company, 'Folksam');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(company).toHaveAccessibleDescription('This value was not accepted.'));
    expect(company).toHaveValue('Folksam');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells an owner with confirmed bookings to add a bank account, closeable only by its action', async () => {
    serve(ownerWith({ hasBankAccount: false }), [vehicle()]);
    const { events } = await renderHost(ownerWith({ hasBankAccount: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account to get paid' });
    await events.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the bank-account modal to the economy settings, and waits on that page', async () => {
    serve(ownerWith({ hasBankAccount: false }), [vehicle()]);
    await renderHost(ownerWith({ hasBankAccount: false }), { routes: ['economy-settings'] });
    expect(await screen.findByRole('link', { name: 'Add bank account' })).toHaveAttribute('href', '/economy/economy-settings');
  });

  it('shows no bank-account modal on the economy settings page', async () => {
    serve(ownerWith({ hasBankAccount: false }), [vehicle()]);
    await renderHost(ownerWith({ hasBankAccount: false }), { routes: ['economy-settings'], route: '/economy/economy-settings' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('the select-name modal (#17)', () => {
    const nameless = () => userOf('renter', { ...COMPLETE_PROFILE, firstName: 'Alva', lastName: '' });

    it('asks a user without a last name; away from the pages that need one it can be closed for now', async () => {
      const calls = serve(nameless(), []);
      const { events } = await renderHost(nameless());
      await screen.findByRole('dialog', { name: 'What is your name?' });
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alva');
      await events.click(screen.getByRole('button', { name: 'Later' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.puts).toEqual([]);
    });

    it('cannot be closed on the messages; checks the name rule by the field, then saves through the profile call', async () => {
      const calls = serve(nameless(), []);
      const { events, actor } = await renderHost(nameless(), { route: '/messages' });
      const dialog = await screen.findByRole('dialog', { name: 'What is your name?' });
      expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
      await events.keyboard('{Escape}');
      expect(dialog).toBeInTheDocument();

      const last = screen.getByRole('textbox', { name: 'Last name' });
      await events.type(last, 'B3rg');
      await events.click(screen.getByRole('button', { name: 'Save name' }));
      expect(last).toHaveAccessibleDescription("Use letters, spaces and - ' & . + only.");
      expect(calls.puts).toEqual([]);

      await events.clear(last);
      await events.type(last, 'O’Berg-Lind');
      await events.click(screen.getByRole('button', { name: 'Save name' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.puts).toEqual([{ firstName: 'Alva', lastName: "O'Berg-Lind" }]);
      expect(actor.getSnapshot().context.session?.user.lastName).toBe("O'Berg-Lind");
    });

    it('keeps the modal open with a message and a retry when saving fails', async () => {
      const calls = serve(nameless(), [], { put: 1 });
      const { events } = await renderHost(nameless(), { route: '/messages' });
      await events.type(await screen.findByRole('textbox', { name: 'Last name' }), 'Berg');
      await events.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your name could not be saved. Please try again.');
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Berg');
      await events.click(screen.getByRole('button', { name: 'Save name' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.puts).toHaveLength(2);
    });
  });
});
