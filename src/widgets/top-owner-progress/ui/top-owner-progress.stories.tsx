import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { TopOwnerProgress } from './top-owner-progress';

const criteria = { minimumAcceptanceRate: 0.6, minimumCompletedBookings: 3, minimumAverageRating: 4.5, windowDays: 365 };

const meta = preview.meta({ title: 'Widgets/TopOwnerProgress', component: TopOwnerProgress });

export const AllMet = meta.story({
  args: { performance: { acceptanceRate: 0.94, averageRating: 4.6, completedBookings: 11, reviewCount: 9, isTopOwner: true, topOwnerCriteria: criteria } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acceptance rate over the last 365 days')).toBeVisible();
    await expect(canvas.getAllByText(/· Met$/)).toHaveLength(3);
  },
});

export const OnTheEdges = meta.story({
  // Exactly 60 % meets "at least 60 %"; exactly 4.5 does not meet "above 4.5".
  args: { performance: { acceptanceRate: 0.6, averageRating: 4.5, completedBookings: 2, reviewCount: 4, isTopOwner: false, topOwnerCriteria: criteria } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yours: 60% · Needed: at least 60% · Met')).toBeVisible();
    await expect(canvas.getByText('Yours: 4.5 · Needed: above 4.5 · Not met yet')).toBeVisible();
    await expect(canvas.getByText('Yours: 2 · Needed: at least 3 · Not met yet')).toBeVisible();
  },
});
