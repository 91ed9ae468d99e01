import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { RadioGroup } from './radio-group';

const items = [
  { value: 'basic', label: 'Basic insurance' },
  { value: 'full', label: 'Full cover' },
];

describe('RadioGroup', () => {
  it('is named by its label and moves the choice with arrow keys', async () => {
    renderWithProviders(<RadioGroup label="Insurance" items={items} defaultValue="basic" />);
    expect(screen.getByRole('radiogroup', { name: 'Insurance' })).toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Basic insurance' })).toHaveFocus();
    // Held down: Radix checks the radio that receives focus while an arrow key is pressed.
    await userEvent.keyboard('{ArrowDown>}');

    expect(screen.getByRole('radio', { name: 'Full cover' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Full cover' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Basic insurance' })).not.toBeChecked();
  });
});
