import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { bookingOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { BookingHistoryPage } from './bookings-page';

// The list's amounts are shown in the user's currency: the rates are read once.
const api = setupApiServer(http.get('*/api/exchange-rates', () => HttpResponse.json({ data: { base: 'sek', rates: { sek: 1, nok: 1, eur: 0.09, dkk: 0.65, chf: 0.08 } } })));

const PAGE_META = { current_page: 1, last_page: 1, per_page: 15, total: 1 };
const completed = bookingOf({ id: 801, ecommerceStatus: 'completed', requestStatus: 'accepted', fromDate: '2026-07-01', toDate: '2026-07-08' });
const declined = bookingOf({ id: 802, ecommerceStatus: 'canceled_by_owner', requestStatus: 'denied', fromDate: '2026-08-01', toDate: '2026-08-05' });

/** Answers the list with the bookings of the statuses asked for, and keeps each query asked. */
function answerList() {
  const queries: URLSearchParams[] = [];
  api.use(
    http.get('*/api/bookings', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const statuses = query.get('filter[ecommerceStatus]')?.split(',') ?? [];
      const data = [completed, declined].filter((b) => statuses.includes(b.ecommerceStatus));
      return HttpResponse.json({ data, meta: { ...PAGE_META, total: data.length } });
    }),
  );
  return queries;
}

describe('BookingHistoryPage (001 §2)', () => {
  it('lists the trips that are over, and the cancelled and expired with the toggle, in the URL', async () => {
    const queries = answerList();
    await renderWithSession(<BookingHistoryPage />, { as: 'renter', route: '/booking-history' });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking history' })).toBeInTheDocument();
    const past = await screen.findByRole('list', { name: 'Past' }, { timeout: 5_000 });
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 booking');
    expect(queries.some((q) => q.get('filter[ecommerceStatus]') === 'ended,completed' && q.get('filter[role]') === 'renter')).toBe(true);
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');

    await userEvent.click(screen.getByRole('switch', { name: 'Show cancelled and expired' }));
    await screen.findByText('2 bookings', {}, { timeout: 5_000 });
    expect(within(screen.getByRole('list', { name: 'Past' })).getAllByRole('listitem')).toHaveLength(2);
    expect(queries.at(-1)?.get('filter[ecommerceStatus]')).toBe('ended,completed,canceled_by_owner,canceled_by_renter,canceled_by_system');
  });

  it('reads its filters from the URL, so a reload keeps them', async () => {
    const queries = answerList();
    await renderWithSession(<BookingHistoryPage />, { as: 'renter', route: '/booking-history?vehicle=101&from=2026-06-01&to=2026-09-30&canceled=1&page=2' });
    await screen.findByRole('list', { name: 'Past' }, { timeout: 5_000 });
    const asked = queries.find((q) => q.get('page[number]') === '2');
    expect(asked?.get('filter[assetId]')).toBe('101');
    expect(asked?.get('filter[fromDate]')).toBe('2026-06-01');
    expect(asked?.get('filter[toDate]')).toBe('2026-09-30');
    expect(asked?.get('filter[ecommerceStatus]')).toContain('canceled_by_system');
    expect(screen.getByRole('switch', { name: 'Show cancelled and expired' })).toBeChecked();
    expect(screen.getByLabelText('Travelling from')).toHaveValue('2026-06-01');
  });

  it('reports a failed load and tries again on request', async () => {
    let fail = true;
    api.use(
      http.get('*/api/bookings', () =>
        fail ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }) : HttpResponse.json({ data: [], meta: { ...PAGE_META, total: 0 } }),
      ),
    );
    await renderWithSession(<BookingHistoryPage />, { as: 'renter', route: '/booking-history' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Your bookings could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bookings match these filters.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
