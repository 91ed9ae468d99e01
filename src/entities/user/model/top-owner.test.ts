import { describe, expect, it } from 'vitest';
import { TOP_OWNER_CRITERIA, meetsTopOwnerCriteria, topOwnerProgress } from './top-owner';

const criteria = { minimumAcceptanceRate: 0.6, minimumCompletedBookings: 3, minimumAverageRating: 4.5, windowDays: 365 };
const met = (data: Parameters<typeof topOwnerProgress>[0]) => Object.fromEntries(topOwnerProgress(data).map((c) => [c.id, c.met]));

// 002 §6, §9: acceptance rate at least 60 % over 365 days, rating above 4.5, enough completed bookings.
describe('top-owner criteria (002 §6, §9)', () => {
  it("uses the spec's numbers", () => {
    expect(TOP_OWNER_CRITERIA).toEqual({ minimumAcceptanceRate: 0.6, minimumAverageRating: 4.5, windowDays: 365 });
  });

  it('counts an acceptance rate of exactly 60 % as met ("at least"), 59 % as not', () => {
    expect(met({ acceptanceRate: 0.6, averageRating: 4.8, completedBookings: 3, topOwnerCriteria: criteria }).acceptanceRate).toBe(true);
    expect(met({ acceptanceRate: 0.59, averageRating: 4.8, completedBookings: 3, topOwnerCriteria: criteria }).acceptanceRate).toBe(false);
  });

  it('counts a rating of exactly 4.5 as not met ("above"), 4.6 as met, none as not met', () => {
    expect(met({ acceptanceRate: 1, averageRating: 4.5, completedBookings: 3, topOwnerCriteria: criteria }).averageRating).toBe(false);
    expect(met({ acceptanceRate: 1, averageRating: 4.6, completedBookings: 3, topOwnerCriteria: criteria }).averageRating).toBe(true);
    expect(met({ acceptanceRate: 1, averageRating: null, completedBookings: 3, topOwnerCriteria: criteria }).averageRating).toBe(false);
  });

  it('needs the configured number of completed bookings, and cannot tell without one', () => {
    expect(met({ acceptanceRate: 1, averageRating: 5, completedBookings: 2, topOwnerCriteria: criteria }).completedBookings).toBe(false);
    expect(met({ acceptanceRate: 1, averageRating: 5, completedBookings: 3, topOwnerCriteria: criteria }).completedBookings).toBe(true);
    expect(met({ acceptanceRate: 1, averageRating: 5, completedBookings: 30 }).completedBookings).toBeNull();
  });

  it("falls back to the spec's rates when the API names none", () => {
    const progress = topOwnerProgress({ acceptanceRate: 0.7, averageRating: 4.9, completedBookings: 9 });
    expect(progress.map((c) => c.target)).toEqual([0.6, 4.5, null]);
  });

  it('is a top owner only when every criterion is met', () => {
    expect(meetsTopOwnerCriteria(topOwnerProgress({ acceptanceRate: 0.6, averageRating: 4.6, completedBookings: 3, topOwnerCriteria: criteria }))).toBe(true);
    expect(meetsTopOwnerCriteria(topOwnerProgress({ acceptanceRate: 0.6, averageRating: 4.5, completedBookings: 3, topOwnerCriteria: criteria }))).toBe(false);
    expect(meetsTopOwnerCriteria(topOwnerProgress({ acceptanceRate: 0.9, averageRating: 4.9, completedBookings: 30 }))).toBe(false);
  });
});
