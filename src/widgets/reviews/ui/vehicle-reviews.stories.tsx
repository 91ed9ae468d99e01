import preview from '#.storybook/preview';
import { handlers, sandbox } from '@openapi/sandbox/browser';
import { expect } from 'storybook/test';
import { VehicleReviews } from './vehicle-reviews';

// The shared sandbox's most reviewed vehicle, for a second page of reviews.
const reviewed = [...sandbox.store.assets.where((a) => a.reviewCount > 6)].sort((a, b) => b.reviewCount - a.reviewCount)[0];

const meta = preview.meta({ title: 'Widgets/VehicleReviews', component: VehicleReviews, parameters: { msw: { handlers } } });

export const WithReviews = meta.story({
  args: { vehicleId: reviewed?.id ?? 1, averageRating: 4.6, reviewCount: reviewed?.reviewCount ?? 0 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('4.6')).toBeVisible();
    const more = await canvas.findByRole('button', { name: 'More reviews' }, { timeout: 15_000 });
    await userEvent.click(more);
    await expect(await canvas.findByText(/^Page 2 of/)).toBeVisible();
  },
});

export const NoReviews = meta.story({
  args: { vehicleId: 1, averageRating: null, reviewCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
  },
});
