import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { ExtraCostsSection } from './extra-costs-section';
import { endedBooking, FUEL_CHARGE } from './extra-costs-section.fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => sessionStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers PUT /bookings/{id} with these statuses in turn and records the bodies sent. */
function serveUpdates(...statuses: number[]) {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/api/bookings/:id', async ({ request }) => {
      bodies.push(await request.json());
      const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)] ?? 200;
      return status === 200 ? HttpResponse.json({ data: endedBooking([FUEL_CHARGE]) }) : HttpResponse.json({ status, slug: 'server_error', message: 'Boom' }, { status });
    }),
    http.get('*/api/bookings/:id', () => HttpResponse.json({ data: endedBooking([FUEL_CHARGE]) })),
  );
  return bodies;
}

describe('extra costs on the booking detail (001 §3, §4)', () => {
  it('shows each charge with the fee the renter pays on top, and a discount', () => {
    renderWithProviders(<ExtraCostsSection booking={endedBooking([FUEL_CHARGE], [{ id: 3, bookingId: 4711, amount: 20_000, description: 'Goodwill' }])} party="renter" />);
    const list = screen.getByRole('list', { name: 'Extra charges' });
    expect(within(list).getByText('Fuel: SEK 1,320.00')).toBeInTheDocument();
    expect(within(list).getByText('SEK 1,200.00 plus SEK 120.00 service fee · Approved')).toBeInTheDocument();
    expect(within(list).getByText('Discount: −SEK 200.00')).toBeInTheDocument();
    // Only the owner adds late charges.
    expect(screen.queryByRole('button', { name: 'Add an extra charge' })).not.toBeInTheDocument();
  });

  it('offers the owner nothing to add when the booking does not allow extra charges', () => {
    renderWithProviders(<ExtraCostsSection booking={{ ...endedBooking([FUEL_CHARGE]), allowsAddingExtraCharges: false }} party="owner" />);
    expect(screen.queryByRole('button', { name: 'Add an extra charge' })).not.toBeInTheDocument();
  });
});

describe('the extra-charge modal (001 §5)', () => {
  it('says by each field what is missing, shows the fee to the minor unit, and sends the charge', async () => {
    const bodies = serveUpdates(200);
    const user = userEvent.setup();
    renderWithProviders(<ExtraCostsSection booking={endedBooking()} party="owner" />);
    await user.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an extra charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the charge' }));
    expect(within(dialog).getByText('Choose what the charge is for.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount.')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe what it is for.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('What is it for?'), 'Fuel');
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '123,45');
    expect(within(dialog).getByText('Service fee SEK 12.35: the renter pays SEK 135.80.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), 'Tank not refilled');
    await user.click(within(dialog).getByRole('button', { name: 'Add the charge' }));
    expect(await screen.findByText('The extra charge was added. The renter is asked to pay it.')).toBeInTheDocument();
    expect(bodies).toEqual([{ extraCharges: [{ category: 'fuel', amount: 12_345, description: 'Tank not refilled' }] }]);
  });

  it('keeps what was typed when the API fails, and sends it again', async () => {
    const bodies = serveUpdates(500, 200);
    const user = userEvent.setup();
    renderWithProviders(<ExtraCostsSection booking={endedBooking()} party="owner" />);
    await user.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an extra charge' });
    await user.selectOptions(within(dialog).getByLabelText('What is it for?'), 'Road toll');
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '80');
    await user.type(within(dialog).getByLabelText('Description'), 'Bridge toll');
    await user.click(within(dialog).getByRole('button', { name: 'Add the charge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It could not be saved. What you typed is kept; please try again.');
    expect(within(dialog).getByLabelText('Amount (SEK)')).toHaveValue('80');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The extra charge was added. The renter is asked to pay it.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('keeps the fields over a reload (a remount reads them back)', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ExtraCostsSection booking={endedBooking()} party="owner" />);
    await user.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Description'), 'Gas bottle missing');
    first.unmount();
    renderWithProviders(<ExtraCostsSection booking={endedBooking()} party="owner" />);
    await user.click(screen.getByRole('button', { name: 'Add an extra charge' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Description')).toHaveValue('Gas bottle missing');
  });
});

describe('the extra-charge-discount modal (001 §3)', () => {
  it('allows up to the charges and sends the discount', async () => {
    const bodies = serveUpdates(200);
    const user = userEvent.setup();
    renderWithProviders(<ExtraCostsSection booking={endedBooking([FUEL_CHARGE])} party="owner" />);
    await user.click(screen.getByRole('button', { name: 'Give a discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a discount on the extra charges' });
    expect(within(dialog).getByText('Up to SEK 1,200.00.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '1200.01');
    await user.type(within(dialog).getByLabelText('Description'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Give the discount' }));
    expect(within(dialog).getByText('The discount cannot be more than the extra charges.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Amount (SEK)'));
    await user.type(within(dialog).getByLabelText('Amount (SEK)'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Give the discount' }));
    expect(await screen.findByText('The discount was given.')).toBeInTheDocument();
    expect(bodies).toEqual([{ extraChargeDiscounts: [{ amount: 60_000, description: 'Goodwill' }] }]);
  });
});
