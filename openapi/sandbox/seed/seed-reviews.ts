import type { UserRow } from '../store/rows';
import type { SeedContext } from './seed-context';
import type { DemoUsers } from './seed-users';
import { COUNTRIES, type SandboxCountry } from './words/places';
import { TEXTS } from './words/texts';

/** 002 §6: top owner needs an average rating above 4.5 (and enough completed bookings). */
const TOP_OWNER_MIN_RATING = 4.5;
const TOP_OWNER_MIN_REVIEWS = 10;

/**
 * Reviews from before the bookings the store holds (bookingId null): they give the
 * vehicles realistic review counts without seeding years of bookings. Experienced
 * owners have many good reviews; some of them are top owners.
 */
export function seedHistoricReviews(ctx: SeedContext, demo: DemoUsers, renters: readonly UserRow[]): void {
  const { random, store } = ctx;
  const experienced = new Set<number>([demo.topOwner.id]);
  for (const owner of store.users.where((u) => u.role === 'owner')) if (random.chance(0.12)) experienced.add(owner.id);
  experienced.delete(demo.newOwner.id);
  const reviewers = renters.filter((r) => r.id !== demo.swissRenter.id);

  for (const asset of store.assets.all()) {
    if (asset.status === 'draft') continue;
    const veteran = experienced.has(asset.ownerId);
    const count = veteran ? random.int(8, 30) : random.weighted([[0, 4], [1, 2], [2, 2], [3, 1], [5, 1]] as const);
    for (let i = 0; i < count; i++) {
      const author = random.pick(reviewers);
      const score = veteran ? random.weighted([[5, 8], [4, 2]] as const) : random.weighted([[5, 5], [4, 3], [3, 1], [2, 0.5]] as const);
      const language = COUNTRIES[author.country as SandboxCountry]?.language ?? 'en';
      const writtenAt = ctx.at(-random.int(30, 1_400));
      if (writtenAt < asset.createdAt) continue;
      store.reviews.insert({
        bookingId: null,
        assetId: asset.id,
        authorId: author.id,
        revieweeId: asset.ownerId,
        authorRole: 'renter',
        overallScore: score,
        overallComment: random.chance(0.75) ? random.pick(TEXTS[language].reviewComments) : null,
        locale: author.locale,
        createdAt: writtenAt,
      });
      asset.reviewCount += 1;
      asset.ratingSum += score;
    }
  }

  // Top owners by their reviews (the demo top owner is one by design; the demo owner is not).
  const totals = new Map<number, { count: number; sum: number }>();
  for (const asset of store.assets.all()) {
    const total = totals.get(asset.ownerId) ?? { count: 0, sum: 0 };
    totals.set(asset.ownerId, { count: total.count + asset.reviewCount, sum: total.sum + asset.ratingSum });
  }
  for (const owner of store.users.where((u) => u.role === 'owner' && u.id !== demo.owner.id)) {
    const total = totals.get(owner.id);
    if (total && total.count >= TOP_OWNER_MIN_REVIEWS && total.sum / total.count > TOP_OWNER_MIN_RATING) owner.topOwner = true;
  }
}
