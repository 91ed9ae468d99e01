import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Dialog, DialogClose, type DialogProps } from './dialog';

// Keeps `open` in state so the stories can be closed and reopened.
function StatefulDialog({ open: initiallyOpen = false, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return <Dialog {...props} open={open} onOpenChange={setOpen} trigger={<Button>Open dialog</Button>} />;
}

const body = (
  <Stack gap="lg">
    <Text>Your booking for 12–19 July stays reserved for 24 hours.</Text>
    <Stack direction="horizontal" justify="flex-end">
      <DialogClose asChild>
        <Button variant="secondary">Keep booking</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button variant="danger">Cancel booking</Button>
      </DialogClose>
    </Stack>
  </Stack>
);

const meta = preview.meta({
  title: 'Shared/UI/Dialog',
  component: Dialog,
  render: (args) => <StatefulDialog {...args} />,
  args: { title: 'Cancel this booking?', open: true, children: body },
});

export const Open = meta.story();

export const WithDescription = meta.story({
  args: { description: 'You get the deposit back in full until 14 days before pick-up.' },
});

export const NotCloseable = meta.story({
  args: {
    title: 'Your session has expired',
    closeable: false,
    children: (
      <Stack gap="lg">
        <Text>Sign in again to continue with your booking.</Text>
        <DialogClose asChild>
          <Button>Sign in again</Button>
        </DialogClose>
      </Stack>
    ),
  },
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
});

export const Large = meta.story({ args: { size: 'lg' } });

/**
 * Spec 002 §4.5: "A slide-up modal shows on small screens; its close animation lasts 300 ms."
 * A sheet on the bottom edge that slides up, and stays while it slides down on close.
 */
export const OnSmallScreens = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(window.matchMedia('(max-width: 991.98px)').matches).toBe(true);
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.3s');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.3s');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
});

export const OpensAndClosesWithEscape = meta.story({
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
});
