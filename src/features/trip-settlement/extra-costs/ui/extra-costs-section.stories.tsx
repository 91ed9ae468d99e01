import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { ExtraCostsSection } from './extra-costs-section';
import { endedBooking, FUEL_CHARGE } from './extra-costs-section.fixtures';

const meta = preview.meta({ title: 'Features/ExtraCostsSection', component: ExtraCostsSection });

/** The renter's view: the charge with the fee on top and a discount; nothing to add. */
export const RenterSeesCharges = meta.story({
  args: { booking: endedBooking([FUEL_CHARGE], [{ id: 3, bookingId: 4711, amount: 20_000, description: 'Goodwill' }]), party: 'renter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fuel: SEK 1,320.00')).toBeVisible();
    await expect(canvas.getByText('Discount: −SEK 200.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add an extra charge' })).toBeNull();
  },
});

/** The owner after the trip: no charges yet, the late extra charge offered. */
export const OwnerAfterTrip = meta.story({
  args: { booking: endedBooking(), party: 'owner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No extra charges.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an extra charge' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Give a discount' })).toBeNull();
  },
});

/** The extra-charge modal with an amount: the fee and what the renter pays, to the minor unit. */
export const ExtraChargeModal = meta.story({
  args: { booking: endedBooking([FUEL_CHARGE]), party: 'owner' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an extra charge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an extra charge' }));
    await userEvent.type(dialog.getByLabelText('Amount (SEK)'), '99.99');
    await expect(dialog.getByText('Service fee SEK 10.00: the renter pays SEK 109.99.')).toBeVisible();
  },
});

/** The discount modal refused by the API above the charges: the message by the form, the fields kept. */
export const DiscountRefused = meta.story({
  args: { booking: endedBooking([FUEL_CHARGE]), party: 'owner' },
  beforeEach({ msw }) {
    msw.use(http.put('*/api/bookings/:id', () => HttpResponse.json({ status: 422, slug: 'extra_charge_discount_too_high', message: 'Too high' }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Give a discount' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give a discount on the extra charges' }));
    await userEvent.type(dialog.getByLabelText('Amount (SEK)'), '500');
    await userEvent.type(dialog.getByLabelText('Description'), 'Goodwill');
    await userEvent.click(dialog.getByRole('button', { name: 'Give the discount' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The discount cannot be more than the extra charges.');
    await expect(dialog.getByLabelText('Amount (SEK)')).toHaveValue('500');
  },
});
