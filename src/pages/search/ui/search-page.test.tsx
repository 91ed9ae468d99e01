import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { SearchPage } from './search-page';

const { server } = setupSandboxServer();
const requests: URL[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/assets')) requests.push(url);
  });
});
afterEach(() => {
  requests.length = 0;
});

const found = () => screen.findByText(/^\d+ vehicles found/, {}, { timeout: 15_000 });

describe('search page (000 §2, §3, §7, §9)', { timeout: 40_000 }, () => {
  it('lists the subtype page with 24 per page, counts per subtype on the tabs and the price sent in minor units', async () => {
    renderWithProviders(<SearchPage route="search-campervan" />, { route: '/rent-campervan?priceRange=500,1500&sort=price' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rent a campervan' })).toBeInTheDocument();
    expect(await found()).toHaveTextContent(/vehicles found \(Campervan\)$/);

    const list = requests.find((url) => url.searchParams.get('page[size]') === '24');
    expect(list?.searchParams.get('filter[subType]')).toBe('campervan');
    expect(list?.searchParams.get('filter[priceRange]')).toBe('50000,150000');
    expect(list?.searchParams.get('sort')).toBe('price');
    expect(list?.searchParams.get('page[number]')).toBe('1');

    const tabs = screen.getByRole('navigation', { name: 'Vehicle types' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^Motorhome \(\d+\)$/ })).toBeInTheDocument());
    expect(within(tabs).getByRole('link', { name: /^Campervan/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Caravan/ })).toHaveAttribute('href', '/rent-caravan?priceRange=500,1500&sort=price'.replace(',', '%2C'));
  });

  it('counts the same vehicles on the tabs as in "vehicles found": other campers have a tab of their own', async () => {
    renderWithProviders(<SearchPage route="all" />, { route: '/all-vehicles' });
    const total = Number((await found()).textContent?.match(/^(\d+)/)?.[1]);
    const tabs = screen.getByRole('navigation', { name: 'Vehicle types' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^Other camper \(\d+\)$/ })).toBeInTheDocument());
    const counts = within(tabs)
      .getAllByRole('link')
      .map((link) => Number(link.textContent?.match(/\((\d+)\)$/)?.[1]));
    expect(counts).toHaveLength(4);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(within(tabs).getByRole('link', { name: /^Other camper/ })).toHaveAttribute('href', '/all-vehicles?subType=other_camper');
  });

  it('pages with the page number in the URL', async () => {
    renderWithProviders(<SearchPage route="search-motorhome" />, { route: '/rent-motorhome?page=2' });
    await found();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/rent-motorhome');
    expect(requests.some((url) => url.searchParams.get('page[number]') === '2')).toBe(true);
  });

  it('keeps the previous cards, marked busy, while a new sort loads, and clears the mark once the sorted cards are shown', async () => {
    const user = userEvent.setup();
    let answerSorted = () => {};
    const sortedAnswered = new Promise<void>((resolve) => (answerSorted = resolve));
    // The sorted list waits until the test lets it through to the sandbox's own handler.
    server.use(
      http.get('*/api/assets', async ({ request }) => {
        if (new URL(request.url).searchParams.get('sort') === 'price') await sortedAnswered;
      }),
    );
    renderWithProviders(<SearchPage route="search-motorhome" />, { route: '/rent-motorhome' });
    await found();
    const cards = () => within(screen.getByRole('region', { name: 'Search results' })).getByRole('list', { name: 'Vehicles' });
    const busyMark = () => cards().closest('[aria-busy]');
    // The cards come after the count: they wait for the exchange rates (skeletons until then).
    await waitFor(() => expect(busyMark()).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    const firstBefore = within(cards()).getAllByRole('heading', { level: 2 })[0]?.textContent;

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'price');
    expect(busyMark()).toHaveAttribute('aria-busy', 'true');
    expect(within(cards()).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(firstBefore ?? '');

    answerSorted();
    await waitFor(() => expect(busyMark()).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage route="all" />, { route: '/all-vehicles?sleepsAtLeast=17&maxLength=500' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No vehicles match your search' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Search results' })).getByRole('button', { name: 'Clear all filters' }));
    expect(await found()).not.toHaveTextContent(/^0 /);
  });

  it('reports a failed search and tries again', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/assets', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
    renderWithProviders(<SearchPage route="search-caravan" />, { route: '/rent-caravan' });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The vehicles could not be loaded. Please try again.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await found()).toHaveTextContent(/\(Caravan\)$/);
  });
});

describe('brand and country pages (002 §2.2)', { timeout: 40_000 }, () => {
  it('finds the brand of the path and searches its vehicles', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/brands/:brand" element={<SearchPage route="brand" />} />
      </Routes>,
      { route: '/brands/hymer' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rent a Hymer' }, { timeout: 15_000 })).toBeInTheDocument();
    await found();
    expect(requests.some((url) => url.searchParams.has('filter[brandId]'))).toBe(true);
  });

  it('says so for a brand it does not know', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/brands/:brand" element={<SearchPage route="brand" />} />
      </Routes>,
      { route: '/brands/unknown-maker' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'We do not know this brand' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('searches the motorhomes of the country in the path', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/rent-motorhome/:country" element={<SearchPage route="search-country" />} />
      </Routes>,
      { route: '/rent-motorhome/austria' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Motorhomes for rent in Austria' })).toBeInTheDocument();
    await found();
    const list = requests.find((url) => url.searchParams.get('page[size]') === '24');
    expect(list?.searchParams.get('filter[country]')).toBe('AT');
    expect(list?.searchParams.get('filter[subType]')).toBe('motorhome');
  });
});
