import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localToday } from '@/entities/vehicle-search';
import { renderWithProviders } from '@/shared/test';
import { useSearchFilters } from '../model/use-search-filters';
import { FilterBar } from './filter-bar';
import { SortSelect } from './sort-select';

/** The filter bar wired to the URL as the search page wires it; the URL is shown for the assertions. */
function Harness() {
  const filters = useSearchFilters();
  const location = useLocation();
  return (
    <>
      <FilterBar
        state={filters.state}
        onChange={filters.applyStandby}
        onClear={filters.clear}
        onSubTypeChange={(subType) => filters.setFilters({ ...filters.state, subType })}
      />
      <SortSelect value={filters.state.sort} hasLocation={filters.state.location !== undefined} onChange={(sort) => filters.applyStandby({ sort })} />
      <output data-testid="query">{decodeURIComponent(location.search)}</output>
    </>
  );
}

// By test id: a modal dialog hides the rest of the page from the accessibility tree.
const query = () => screen.getByTestId('query').textContent;

afterEach(() => vi.restoreAllMocks());

// The calendar chunk (react-day-picker and its locales) is compiled on first import, which takes
// long on a busy machine: done once here, so the test below measures the component, not the compiler.
beforeAll(async () => {
  await import('./search-calendar');
}, 120_000);

describe('filter bar: every filter in the URL (000 §3)', () => {
  it('shows the filters of the URL', () => {
    renderWithProviders(<Harness />, { route: '/?subType=caravan&sleepsAtLeast=4&priceRange=500,1500&placeDescription=Malmö&location=55.605,13.0038' });
    expect(screen.getByRole('combobox', { name: 'Vehicle type' })).toHaveDisplayValue('Caravan');
    expect(screen.getByRole('combobox', { name: 'Sleeps at least' })).toHaveDisplayValue('4 or more');
    expect(screen.getByRole('textbox', { name: 'Lowest price per night' })).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: 'Highest price per night' })).toHaveValue('1500');
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Malmö');
    expect(screen.getByRole('combobox', { name: 'Distance from the place' })).toHaveDisplayValue('60 km');
  });

  it('names on its fold button how many filters a phone does not show, and opens them', async () => {
    renderWithProviders(<Harness />, { route: '/?subType=caravan&sleepsAtLeast=4&priceRange=500,1500&placeDescription=Malmö&location=55.605,13.0038&petsAllowed=1' });
    const fold = screen.getByRole('button', { name: 'Filters (3)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(fold.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByRole('combobox', { name: 'Sleeps at least' }));
  });

  it('logs invalid values and unknown keys, and takes them out of the URL (000 §5, §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<Harness />, { route: '/?sleepsAtLeast=99&jacuzzi=1&petsAllowed=1&page=2' });
    await waitFor(() => expect(query()).toBe('?petsAllowed=1&page=2'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"sleepsAtLeast"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"jacuzzi"'));
    expect(screen.getByRole('combobox', { name: 'Sleeps at least' })).toHaveDisplayValue('Any number');
  });

  it('puts an error next to a price that is not a whole number, and applies a valid range', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/?page=3' });
    const lowest = screen.getByRole('textbox', { name: 'Lowest price per night' });
    await user.type(lowest, '5x');
    await user.tab();
    expect(lowest).toHaveAccessibleDescription('Enter a whole number.');
    expect(query()).toBe('?page=3');

    await user.clear(lowest);
    await user.type(lowest, '900');
    const highest = screen.getByRole('textbox', { name: 'Highest price per night' });
    await user.type(highest, '500{Enter}');
    expect(highest).toHaveAccessibleDescription('The highest price must not be below the lowest.');

    await user.clear(highest);
    await user.type(highest, '1500{Enter}');
    // A filter change goes back to the first page.
    await waitFor(() => expect(query()).toBe('?priceRange=900,1500'));
    expect(lowest).not.toHaveAccessibleDescription();
  });

  it('chooses a place from the offline list and says so when the text is not a place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const where = screen.getByRole('combobox', { name: 'Where' });
    await user.type(where, 'malmo');
    const option = await screen.findByRole('option', { name: /Malmö/ });
    await user.click(option);
    await waitFor(() => expect(query()).toBe('?location=55.605,13.0038&placeDescription=Malmö'));
    expect(screen.getByRole('combobox', { name: 'Distance from the place' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    await waitFor(() => expect(query()).toBe(''));
    await user.type(where, 'Atlantis');
    await user.tab();
    await waitFor(() => expect(where).toHaveAccessibleDescription('Choose a place from the list.'));
  });

  it('applies the additional filters of the dialog together and counts them', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/?sleepsAtLeast=2' });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pets allowed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shower' }));
    // Nothing changes before the dialog's choices are applied.
    expect(query()).toBe('?sleepsAtLeast=2');
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(query()).toBe('?sleepsAtLeast=2&petsAllowed=1&shower=1'));
    expect(screen.getByRole('button', { name: 'More filters (2)' })).toBeInTheDocument();
  });

  it('clears the main filters only, the additional only, or all (000 §4)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/?subType=campervan&sleepsAtLeast=2&petsAllowed=1&sort=price' });
    await user.click(screen.getByRole('button', { name: 'Clear main filters' }));
    await waitFor(() => expect(query()).toBe('?petsAllowed=1&sort=price'));

    await user.click(screen.getByRole('button', { name: 'More filters (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Clear additional filters' }));
    await waitFor(() => expect(query()).toBe('?sort=price'));
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('sets sleeps, radius and sort from their selects; the default values leave the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/?location=59.3293,18.0686&placeDescription=Stockholm' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sleeps at least' }), '4 or more');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance from the place' }), '150 km');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Nearest');
    await waitFor(() => expect(query()).toBe('?sleepsAtLeast=4&location=59.3293,18.0686&radius=150&placeDescription=Stockholm&sort=distance'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance from the place' }), '60 km');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most popular');
    await waitFor(() => expect(query()).toBe('?sleepsAtLeast=4&location=59.3293,18.0686&placeDescription=Stockholm'));
  });

  it('keeps the sort and the filters when all filters are cleared', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/?subType=campervan&winterized=1&sort=-price' });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(query()).toBe('?sort=-price'));
  });

  it('opens the date calendar lazily, asks for both dates and applies flexible dates', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dates: Any dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await within(dialog).findByRole('grid', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Apply dates' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a start date and an end date.');

    // Today and earlier cannot be chosen (000 §5). Near the end of a month the first month shown has
    // fewer than three days left (on 28 November only the 29th and 30th), so the days are chosen in
    // the next month, where every day is open.
    await user.click(within(dialog).getByRole('button', { name: /next month/i }));
    const days = within(within(dialog).getByRole('grid'))
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('disabled'));
    const [first, , third] = days;
    if (!first || !third) throw new Error('The calendar shows fewer than three choosable days');
    await user.click(first);
    await user.click(third);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Flexible dates (±3 days)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(query()).toMatch(/^\?availableBetween=\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},flexible$/));
    const [from = ''] = (query() ?? '').slice('?availableBetween='.length).split(',');
    expect(from > localToday()).toBe(true);
  });
});
