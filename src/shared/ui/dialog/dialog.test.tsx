import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Button } from '../button/button';
import { Dialog, DialogClose, type DialogProps } from './dialog';
import { MODAL_AUTO_CLOSE_DELAY_MS } from './dialog-rules';

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

  it('without a trigger, gives focus back to what opened it, after Escape and after Close (the phone menu, issue #26)', async () => {
    function MenuOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Menu</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Main menu" />
        </>
      );
    }
    renderWithProviders(<MenuOpener />);
    const opener = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
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

// Spec 002 §4.5's rules, each once. The fourth (slide-up on small screens with a 300 ms close)
// needs a real layout: the `OnSmallScreens` story checks it in Chromium.
describe('Dialog: the modal rules of spec 002 §4.5', () => {
  afterEach(() => vi.useRealTimers());

  function Modal({ title, initiallyOpen = true, ...props }: Partial<DialogProps> & { title: string; initiallyOpen?: boolean }) {
    const [open, setOpen] = useState(initiallyOpen);
    return (
      <>
        <Dialog {...props} title={title} open={open} onOpenChange={(next) => setOpen(next)} />
        {!open && <p>{title} closed</p>}
      </>
    );
  }

  function GoElsewhere() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/bookings')}>
        Go to bookings
      </button>
    );
  }

  it('"Modals close on route change unless marked obtrusive"', () => {
    const terms = vi.fn();
    const login = vi.fn();
    renderWithProviders(
      <>
        <GoElsewhere />
        <Dialog open title="New user terms" obtrusive closeable={false} onOpenChange={terms} />
        <Dialog open title="Log in" onOpenChange={login} />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'New user terms' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to bookings', hidden: true }));

    expect(login).toHaveBeenCalledExactlyOnceWith(false, 'route-change');
    expect(terms).not.toHaveBeenCalled();
  });

  it('"Auto-close modals close after the delay (default 2600 ms)", counted from when they show', () => {
    vi.useFakeTimers();
    renderWithProviders(<Modal title="Vehicle saved" autoClose />);
    expect(screen.getByRole('dialog', { name: 'Vehicle saved' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(MODAL_AUTO_CLOSE_DELAY_MS - 1));
    expect(screen.queryByText('Vehicle saved closed')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Vehicle saved closed')).toBeInTheDocument();
    expect(MODAL_AUTO_CLOSE_DELAY_MS).toBe(2600);
  });

  it('one modal over another waits for it to close; a dialog opened from inside the shown one does not', async () => {
    renderWithProviders(
      <>
        <Modal title="Delete your account?">
          <Dialog open title="Are you sure?" />
        </Modal>
        <Modal title="Your next step: Publish your vehicle" />
      </>,
    );
    // The inner one is on top (Radix hides the outer one from assistive technology meanwhile).
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    const outer = screen.getByText('Delete your account?').closest('[role="dialog"]') as HTMLElement;
    expect(screen.queryByRole('dialog', { name: 'Your next step: Publish your vehicle', hidden: true })).not.toBeInTheDocument();

    fireEvent.click(within(outer).getByRole('button', { name: 'Close', hidden: true }));

    expect(await screen.findByRole('dialog', { name: 'Your next step: Publish your vehicle' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).not.toBeInTheDocument();
  });
});
