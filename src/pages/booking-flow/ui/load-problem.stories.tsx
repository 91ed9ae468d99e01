import preview from '#.storybook/preview';
import { expect, fn } from 'storybook/test';
import { LoadProblem } from './load-problem';

/** What a booking-flow step shows when something it needs did not load (issue #21): what, and a retry. */
const meta = preview.meta({ title: 'Pages/BookingFlow/LoadProblem', component: LoadProblem, args: { onRetry: fn(), retrying: false } });

export const FreeDatesFailed = meta.story({
  args: { title: 'The free dates could not be loaded' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The free dates could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Retrying = meta.story({
  args: { title: 'The insurance options could not be loaded', retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  },
});
