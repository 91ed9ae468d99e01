import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { polyfillPointerCapture } from '../utils/test-polyfills';
import { ToastProvider } from './toast-provider';
import type { ToastOptions } from './toast-context';
import { useToast } from './use-toast';

polyfillPointerCapture();

function SaveButton(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Save
    </button>
  );
}

describe('Toast', () => {
  it('shows a raised toast until it is dismissed', async () => {
    renderWithProviders(
      <ToastProvider>
        <SaveButton title="Booking saved" description="We e-mailed you a copy." variant="success" />
      </ToastProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The region loads with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
    await expect.poll(() => region.textContent).toContain('Booking saved');
    expect(region).toHaveTextContent('We e-mailed you a copy.');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(region).not.toHaveTextContent('Booking saved');
  });

  it('hides by itself after its duration', async () => {
    renderWithProviders(
      <ToastProvider>
        <SaveButton title="Link copied" variant="info" duration={600} />
      </ToastProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
    await expect.poll(() => region.textContent).toContain('Link copied');

    await expect.poll(() => screen.queryByText('Link copied')).toBeNull();
  });
});
