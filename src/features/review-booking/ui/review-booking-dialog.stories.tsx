import preview from '#.storybook/preview';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import ReviewBookingDialog from './review-booking-dialog';

const meta = preview.meta({
  title: 'Features/ReviewBookingDialog',
  component: ReviewBookingDialog,
  args: { open: true, onOpenChange: fn(), bookingId: 990_001, otherPartyName: 'Astrid', onReviewed: fn(), onAlreadyReviewed: fn() },
});

export const Empty = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Review Astrid' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '5 – Very satisfied' })).toBeVisible());
    await expect(within(dialog).getByRole('radio', { name: '1 – Not satisfied' })).toBeVisible();
  },
});

export const Refused = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Review Astrid' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Call me on 070-123 45 67');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await expect(await within(dialog).findByText('Choose a score from 1 to 5.')).toBeVisible();
    await expect(within(dialog).getByText('Leave out e-mail addresses, phone numbers and other contact details.')).toBeVisible();
  },
});
