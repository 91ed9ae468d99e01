import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssetDamage } from '@/entities/vehicle';
import { renderWithProviders } from '@/shared/test';
import { FIXTURE_NOW, VEHICLE_ID, damagesOfVehicle, overdueDamages } from './damage-list.fixtures';
import { DamageList } from './damage-list';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

/** A vehicle's damages behind the endpoints the list calls; `sent` records what each write sent. */
function serveDamages(initial: AssetDamage[], { failWrites = 0 } = {}) {
  let damages = initial;
  let failures = failWrites;
  const sent: { method: string; id?: string; body: unknown }[] = [];
  const refuse = () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'down' }, { status: 503 });
  server.use(
    http.get('*/api/assets/:id/damages', () => HttpResponse.json({ data: damages })),
    http.post('*/api/asset-damages', async ({ request }) => {
      const body = (await request.json()) as Partial<AssetDamage>;
      sent.push({ method: 'POST', body });
      if (failures-- > 0) return refuse();
      const created = { ...(body as AssetDamage), id: 99, assetId: VEHICLE_ID, images: [], isResolved: false };
      damages = [...damages, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put('*/api/asset-damages/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<AssetDamage>;
      sent.push({ method: 'PUT', id: String(params['id']), body });
      if (failures-- > 0) return refuse();
      damages = damages.map((d) => (d.id === Number(params['id']) ? { ...d, ...body } : d));
      return HttpResponse.json({ data: damages.find((d) => d.id === Number(params['id'])) });
    }),
    http.patch('*/api/asset-damages/:id/set-resolved', ({ params }) => {
      sent.push({ method: 'PATCH', id: String(params['id']), body: null });
      damages = damages.map((d) => (d.id === Number(params['id']) ? { ...d, isResolved: true, resolvedAt: FIXTURE_NOW.toISOString() } : d));
      return HttpResponse.json({ data: damages.find((d) => d.id === Number(params['id'])) });
    }),
    http.delete('*/api/asset-damages/:id', ({ params }) => {
      sent.push({ method: 'DELETE', id: String(params['id']), body: null });
      damages = damages.filter((d) => d.id !== Number(params['id']));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/asset-damages/:id/rotate-image-:direction', async ({ request, params }) => {
      sent.push({ method: `ROTATE ${String(params['direction'])}`, id: String(params['id']), body: await request.json() });
      return HttpResponse.json({ data: damages.find((d) => d.id === Number(params['id'])) });
    }),
  );
  return sent;
}

const renderList = () => renderWithProviders(<DamageList vehicleId={VEHICLE_ID} currency="sek" now={FIXTURE_NOW} />);

describe('the vehicle’s damage list (000 §3, 001 §3)', () => {
  it('lists open damages first with how each is compensated; a pending amount with its deadline', async () => {
    serveDamages(damagesOfVehicle());
    renderList();
    const items = await screen.findAllByRole('listitem', { name: /Rear bumper|Awning|Windscreen/ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Rear bumper, left', 'Awning', 'Windscreen']);
    expect(items[0]).toHaveTextContent(/Amount to follow: give the amount by .* \(3 days left\)\. The deposit is held until then\./);
    expect(items[1]).toHaveTextContent('Fixed amount: SEK 250.00');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'quote.pdf' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Resolved');
    // A resolved damage is settled: nothing more to do with it.
    expect(within(items[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the pending amount’s deadline has passed, and refuses an amount after it', async () => {
    serveDamages(overdueDamages());
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText(/Amount to follow: the deadline of .* has passed; the deposit is returned\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit: Rear bumper, left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the damage' });
    await user.type(within(dialog).getByLabelText('Amount (SEK), when you know it'), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save the damage' }));
    expect(within(dialog).getByText('The deadline for the amount has passed: the deposit is returned to the renter.')).toBeInTheDocument();
  });

  it('documents a new damage: every field 001 §5 names is asked for by the field, then it is sent', async () => {
    const sent = serveDamages([]);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Document a damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document a damage' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the damage' }));
    for (const error of ['Say where on the vehicle the damage is.', 'Describe the damage.', 'Say how the damage happened.', 'Choose how the damage is compensated.']) {
      expect(within(dialog).getByText(error)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Where on the vehicle?'), 'Side door');
    await user.type(within(dialog).getByLabelText('Description of the damage'), 'Scratch of 20 cm');
    await user.type(within(dialog).getByLabelText('Course of events'), 'Unknown, found at check-in');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add the damage' }));
    expect(within(dialog).getByText('Enter the amount.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '1 250,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add the damage' }));

    expect(await screen.findByRole('heading', { name: 'Side door' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', body: { assetId: VEHICLE_ID, location: 'Side door', description: 'Scratch of 20 cm', courseOfEvents: 'Unknown, found at check-in', compensationMode: 'fixed_amount', compensationAmount: 125_050 } },
    ]);
  });

  it('keeps what was typed over a reload, and over a failed save with its retry, without making the damage twice', async () => {
    const sent = serveDamages([], { failWrites: 1 });
    const user = userEvent.setup();
    const first = renderList();
    await user.click(await screen.findByRole('button', { name: 'Document a damage' }));
    let dialog = await screen.findByRole('dialog', { name: 'Document a damage' });
    await user.type(within(dialog).getByLabelText('Where on the vehicle?'), 'Roof');
    await user.type(within(dialog).getByLabelText('Description of the damage'), 'Hail dents');
    first.unmount();

    renderList();
    await user.click(await screen.findByRole('button', { name: 'Document a damage' }));
    dialog = await screen.findByRole('dialog', { name: 'Document a damage' });
    expect(within(dialog).getByLabelText('Where on the vehicle?')).toHaveValue('Roof');
    expect(within(dialog).getByLabelText('Description of the damage')).toHaveValue('Hail dents');
    await user.type(within(dialog).getByLabelText('Course of events'), 'Storm on the second night');
    await user.click(within(dialog).getByRole('radio', { name: 'Insurance claim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add the damage' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It could not be saved. What you entered is kept; please try again.');
    expect(within(dialog).getByLabelText('Where on the vehicle?')).toHaveValue('Roof');

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Roof' })).toBeInTheDocument();
    expect(sent.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(sessionStorage.length).toBe(0);
  });

  it('gives a pending amount by editing the damage, keeping it open until it is marked as resolved', async () => {
    const sent = serveDamages(damagesOfVehicle());
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit: Rear bumper, left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the damage' });
    expect(within(dialog).getByLabelText('Where on the vehicle?')).toHaveValue('Rear bumper, left');
    expect(within(dialog).getByText(/Give the amount by .*\. Until then the deposit is held\./)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (SEK), when you know it'), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save the damage' }));
    expect(await screen.findByText('Amount to follow: SEK 450.00')).toBeInTheDocument();
    expect(sent[0]).toEqual({ method: 'PUT', id: '7', body: expect.objectContaining({ compensationMode: 'pending_amount', compensationAmount: 45_000 }) });

    await user.click(screen.getByRole('button', { name: 'Mark as resolved: Rear bumper, left' }));
    const resolved = await screen.findByRole('listitem', { name: 'Rear bumper, left' });
    await within(resolved).findByText('Resolved');
    expect(sent[1]).toEqual({ method: 'PATCH', id: '7', body: null });
  });

  it('turns the first photo of a type, and deletes a damage only after asking', async () => {
    const sent = serveDamages(damagesOfVehicle());
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit: Rear bumper, left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the damage' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate right: Close-up 2' }));
    expect(sent).toContainEqual({ method: 'ROTATE right', id: '7', body: { type: 'closeup' } });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Delete: Awning' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the damage?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete: Awning' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the damage?' })).getByRole('button', { name: 'Delete the damage' }));
    await expect.poll(() => screen.queryByRole('heading', { name: 'Awning' })).toBeNull();
    expect(sent).toContainEqual({ method: 'DELETE', id: '6', body: null });
  });
});
