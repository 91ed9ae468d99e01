import preview from '#.storybook/preview';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import type { ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

// Long enough for the toast to stay while the story is looked at.
const duration = 60_000;

function RaiseToast(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ duration, ...options })}>Show {options.variant} toast</Button>;
}

const meta = preview.meta({
  title: 'Shared/UI/Toast',
  component: ToastProvider,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    // The region loads with the first toast, then the toast portals into it.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent(/\w/));
  },
});

export const Success = meta.story({
  render: () => <RaiseToast title="Booking saved" description="We e-mailed you a confirmation." variant="success" />,
});

export const ErrorToast = meta.story({
  name: 'Error',
  render: () => (
    <RaiseToast title="Payment failed" description="Your card was declined. No money was taken." variant="error" />
  ),
});

export const Info = meta.story({
  render: () => <RaiseToast title="Link copied" variant="info" />,
});

export const Dismiss = meta.story({
  render: () => <RaiseToast title="Booking saved" variant="success" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Booking saved')).not.toBeInTheDocument());
  },
});

export const Stacked = meta.story({
  render: () => (
    <Stack direction="horizontal">
      <RaiseToast title="Booking saved" variant="success" />
      <RaiseToast title="Payment failed" variant="error" />
      <RaiseToast title="Link copied" variant="info" />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveTextContent(/Booking saved.*Payment failed.*Link copied/);
  },
});
