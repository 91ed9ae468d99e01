import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './native-select';

const ITEMS = [
  { value: 'popularity', label: 'Most popular' },
  { value: 'price', label: 'Lowest price' },
];

describe('NativeSelect', () => {
  it('once a value is chosen, offers only named options: no hidden blank one for a screen reader to find (issue #26)', () => {
    const { container } = render(<NativeSelect aria-label="Sort by" items={ITEMS} value="price" onValueChange={() => undefined} />);
    const options = [...container.querySelectorAll('option')];
    expect(options.map((option) => option.textContent)).toEqual(['Most popular', 'Lowest price']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  });

  it('shows its placeholder, not offered as a choice, while nothing is chosen', () => {
    render(<NativeSelect aria-label="Country" items={ITEMS} value="" placeholder="Choose a country" onValueChange={() => undefined} />);
    const placeholder = screen.getByRole('option', { name: 'Choose a country' });
    expect(placeholder).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Choose a country');
  });
});
