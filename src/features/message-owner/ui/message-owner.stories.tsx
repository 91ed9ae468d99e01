import preview from '#.storybook/preview';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { pendingMessageFor } from '../model/pending-message';
import { MessageOwner } from './message-owner';

const meta = preview.meta({
  title: 'Features/MessageOwner',
  component: MessageOwner,
  args: { vehicleId: 4711, ownerId: 42, ownerName: 'Karin', signedIn: false, onLoginRequired: fn() },
});

export const GuestKeepsTheMessage = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    localStorage.clear();
    await userEvent.click(canvas.getByRole('button', { name: 'Message the owner' }));
    await userEvent.type(await screen.findByLabelText('Your message'), 'Is it free in July?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await expect(args.onLoginRequired).toHaveBeenCalled();
    await expect(pendingMessageFor(4711)).toEqual({ content: 'Is it free in July?', recipientId: 42 });
    await expect(canvas.getByText('Your message is kept. Log in to send it.')).toBeVisible();
    localStorage.clear();
  },
});

export const EmptyMessage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Message the owner' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    const error = await screen.findByText('Write a message first.');
    // The dialog fades in from opacity 0, which jest-dom counts as hidden; on a busy host the frame
    // that starts the fade can come after the click (3 story runs in 12 under load).
    await waitFor(() => expect(error).toBeVisible(), { timeout: 5_000 });
  },
});
