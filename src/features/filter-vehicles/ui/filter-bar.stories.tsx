import preview from '#.storybook/preview';
import { useLocation } from 'react-router';
import { expect, screen, waitFor } from 'storybook/test';
import { useSearchFilters } from '../model/use-search-filters';
import { FilterBar } from './filter-bar';

/** The bar wired to the URL as the search page wires it, with the URL's query shown below. */
function UrlFilterBar() {
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
      <p data-testid="query">{decodeURIComponent(location.search)}</p>
    </>
  );
}

const meta = preview.meta({ title: 'Features/FilterVehicles/FilterBar', component: UrlFilterBar });

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Vehicle type' })).toHaveDisplayValue('All types');
    await expect(canvas.getByRole('combobox', { name: 'Distance from the place' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  },
});

export const MainFiltersSet = meta.story({
  parameters: {
    route: ['/?subType=campervan&location=59.3293,18.0686&radius=100&placeDescription=Stockholm&availableBetween=2030-07-01,2030-07-08,flexible&sleepsAtLeast=4&priceRange=500,1500'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Where' })).toHaveValue('Stockholm');
    await expect(canvas.getByRole('combobox', { name: 'Distance from the place' })).toHaveDisplayValue('100 km');
    await expect(canvas.getByRole('button', { name: /^Dates: .*\(±3\)$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear main filters' })).toBeVisible();
  },
});

export const PriceError = meta.story({
  play: async ({ canvas, userEvent }) => {
    const lowest = canvas.getByRole('textbox', { name: 'Lowest price per night' });
    await userEvent.type(lowest, '12.5');
    await userEvent.tab();
    await expect(lowest).toHaveAccessibleDescription('Enter a whole number.');
  },
});

export const PlaceSuggestions = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Where' }), 'ber');
    await expect(await canvas.findByRole('option', { name: /Berlin/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Where' })).toHaveAttribute('aria-expanded', 'true');
  },
});

export const DatesDialog = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dates: Any dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await waitFor(() => expect(dialog.querySelector('[role="grid"]')).not.toBeNull(), { timeout: 10_000 });
    await expect(screen.getByRole('checkbox', { name: 'Flexible dates (±3 days)' })).not.toBeChecked();
  },
});
