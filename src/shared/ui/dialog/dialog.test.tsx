import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

// The overlay has no role; it is rendered just before the dialog.
const backdropOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    renderWithProviders(
      <Dialog title="Cancel booking?" description="The deposit is refunded." trigger={<Button>Cancel booking</Button>}>
        <p>Body</p>
      </Dialog>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel booking?' });
    expect(dialog).toHaveAccessibleDescription('The deposit is refunded.');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    renderWithProviders(<Dialog title="Filters" trigger={<Button>Filters</Button>} />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    renderWithProviders(<Dialog title="Filters" trigger={<Button>Filters</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

    await userEvent.click(backdropOf(screen.getByRole('dialog')));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button and with a DialogClose action', async () => {
    renderWithProviders(
      <Dialog title="Filters" trigger={<Button>Filters</Button>}>
        <DialogClose asChild>
          <Button>Show results</Button>
        </DialogClose>
      </Dialog>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and outside clicks and has no Close button when not closeable', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dialog open onOpenChange={onOpenChange} title="Your session expired" closeable={false}>
        <Button>Sign in again</Button>
      </Dialog>,
    );

    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdropOf(screen.getByRole('dialog')));

    expect(screen.getByRole('dialog', { name: 'Your session expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
