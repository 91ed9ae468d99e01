import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '@/shared/test';
import { LocationField } from './location-field';

describe('the place field on a server-rendered page', () => {
  it('keeps what was typed before the page hydrated, and offers its places', async () => {
    const onChoose = vi.fn();
    renderOnServerThenHydrate(<LocationField placeName={undefined} onChoose={onChoose} onClear={() => undefined} />, (container) => {
      // The visitor focuses the box and types while the code is still on its way.
      const box = within(container).getByRole('combobox', { name: 'Where' });
      box.focus();
      (box as HTMLInputElement).value = 'stockh';
    });
    const box = screen.getByRole('combobox', { name: 'Where' });
    await userEvent.click(await screen.findByRole('option', { name: /Stockholm/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Stockholm' }));
    expect(box).toHaveValue('Stockholm');
  });
});
