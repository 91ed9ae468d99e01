import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Text } from '../text/text';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

// Keeps `open` in state so that Cancel closes the story's dialog.
function Stateful(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />;
}

const meta = preview.meta({
  title: 'Shared/UI/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    title: 'Delete Adria Coral?',
    trigger: <Button>Delete</Button>,
    children: <Text>The vehicle and its photos are removed. This cannot be undone.</Text>,
    labels: { confirm: 'Delete vehicle', cancel: 'Cancel', retry: 'Try again' },
    confirmVariant: 'danger' as const,
    open: true,
    onOpenChange: fn(),
    pending: false,
    onConfirm: fn(),
  },
});

export const Asks = meta.story({
  args: { pending: false },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete vehicle' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** A failure that trying again may mend: its message, and the act offered again. */
export const FailedTryAgain = meta.story({
  args: { failure: <Text>The vehicle could not be deleted. Please try again.</Text> },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not be deleted');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible());
  },
});

/** A refusal the user must act on first: no button that would only fail again. */
export const RefusedNoRetry = meta.story({
  args: { failure: <Text>This vehicle has open bookings, so it cannot be deleted.</Text>, canRetry: false },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('open bookings');
    await expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
});
