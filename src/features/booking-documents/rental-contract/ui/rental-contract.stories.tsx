import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import { RentalContract } from './rental-contract';

const confirmed = { id: 4711, ecommerceStatus: 'confirmed' } as const;

const meta = preview.meta({ title: 'Features/BookingDocuments/RentalContract', component: RentalContract, args: { booking: confirmed } });

export const Ready = meta.story({
  play: async () => {
    await expect(screen.getByRole('heading', { name: 'Rental contract' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download the contract (PDF)' })).toBeEnabled();
  },
});

/** The API did not answer in time or failed: the spec's retry, by the button it replaces. */
export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/bookings/:id/rental-contract', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Download the contract (PDF)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The rental contract could not be downloaded. Please try again.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
