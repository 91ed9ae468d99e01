import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space when focused', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Pets on board" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Pets on board' });

    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');

    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    renderWithProviders(<Checkbox label="Pets on board" />);

    await userEvent.click(screen.getByText('Pets on board'));

    expect(screen.getByRole('checkbox', { name: 'Pets on board' })).toBeChecked();
  });
});
