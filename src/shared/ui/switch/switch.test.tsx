import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with Space and Enter when focused', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Switch label="Show prices with VAT" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Show prices with VAT' });

    await userEvent.tab();
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');

    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be toggled when disabled', async () => {
    renderWithProviders(<Switch label="Show prices with VAT" disabled />);

    await userEvent.click(screen.getByRole('switch', { name: 'Show prices with VAT' }));

    expect(screen.getByRole('switch', { name: 'Show prices with VAT' })).not.toBeChecked();
  });
});
