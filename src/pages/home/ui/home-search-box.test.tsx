import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import HomeSearchBox from './home-search-box';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current URL">{pathname + search}</output>;
}

const renderBox = () =>
  renderWithProviders(
    <>
      <HomeSearchBox />
      <CurrentUrl />
    </>,
  );

describe('HomeSearchBox', () => {
  it('searches motorhomes by default', async () => {
    renderBox();
    expect(screen.getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('motorhome');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/rent-motorhome$/);
  });

  it.each([
    ['Campervan', '/rent-campervan'],
    ['Caravan', '/rent-caravan'],
    ['Motorhome', '/rent-motorhome'],
  ])('leads a %s search to its search page', async (label, path) => {
    renderBox();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), label);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('passes the chosen place as location and place description', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox', { name: 'Where' }), 'Stockh');
    await userEvent.click(await screen.findByRole('option', { name: /Stockholm/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Caravan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const url = new URL(screen.getByRole('status', { name: 'Current URL' }).textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/rent-caravan');
    expect(url.searchParams.get('location')).toBe('59.3293,18.0686');
    expect(url.searchParams.get('placeDescription')).toBe('Stockholm');
    // The place field checks its text 150 ms after losing focus: no error for a chosen place.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Choose a place from the list.')).not.toBeInTheDocument();
    // The place list is a chunk of its own, loaded on first typing: slow on a busy machine.
  }, 20_000);
});
