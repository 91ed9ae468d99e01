import type { paths } from '@openapi/generated/schema';
import { conflict, forbidden, unprocessable } from '../http/api-error';
import type { Routes } from '../http/route';
import { holdsContactInfo } from '@/entities/user';
import { paginate, pageOf } from '../views/pagination';
import { newestFirst, reviewView } from '../views/review.view';
import { publicUserView } from '../views/user.view';
import { assetOf, bookingOf, idOf, userOf } from './access';

/** The review summary rounds its count down for marketing copy (12,345 → 12,000). */
const roundedReviewCount = (count: number): number => (count < 1_000 ? Math.floor(count / 10) * 10 : Math.floor(count / 1_000) * 1_000);

export function reviewHandlers(api: Routes<paths>) {
  return [
    api.get('/assets/{id}/reviews', ({ params, request, response }, ctx) => {
      const asset = assetOf(ctx, idOf(params.id));
      const { page, size } = pageOf(request.url, 15);
      const reviews = newestFirst(ctx.store.reviews.by('assetId', asset.id).filter((r) => r.authorRole === 'renter'));
      const { data, meta } = paginate(reviews, page, size);
      return response(200).json({ data: data.map((r) => reviewView(ctx, r)), meta });
    }),

    api.get('/users/{id}/stats', ({ params, response }, ctx) => {
      const user = userOf(ctx, idOf(params.id));
      const received = ctx.store.reviews.by('revieweeId', user.id);
      const assets = ctx.store.assets.by('ownerId', user.id);
      const asOwner = ctx.store.bookings.by('ownerId', user.id);
      const answered = asOwner.filter((b) => b.requestStatus === 'accepted' || b.requestStatus === 'denied');
      return response(200).json({
        data: {
          userId: user.id,
          user: publicUserView(ctx, user),
          reviewsCount: received.length,
          averageScore: received.length > 0 ? Math.round((received.reduce((sum, r) => sum + r.overallScore, 0) / received.length) * 10) / 10 : null,
          completedBookings: asOwner.concat(ctx.store.bookings.by('renterId', user.id)).filter((b) => b.ecommerceStatus === 'completed').length,
          activeAssets: assets.filter((a) => a.isActive).length,
          acceptanceRate: answered.length > 0 ? Math.round((answered.filter((b) => b.requestStatus === 'accepted').length / answered.length) * 100) / 100 : null,
          topOwner: user.topOwner,
          memberSince: user.createdAt.slice(0, 10),
        },
      });
    }),

    api.get('/users/{id}/reviews', ({ params, query, request, response }, ctx) => {
      const user = userOf(ctx, idOf(params.id));
      const written = query.get('filter[direction]') === 'written';
      const assetId = query.get('filter[assetId]');
      const withComment = ['1', 'true'].includes(query.get('filter[hasComment]') ?? '');
      const { page, size } = pageOf(request.url, 15);
      const reviews = newestFirst(ctx.store.reviews.by(written ? 'authorId' : 'revieweeId', user.id)).filter(
        (r) => (assetId === null || r.assetId === Number(assetId)) && (!withComment || Boolean(r.overallComment)),
      );
      const { data, meta } = paginate(reviews, page, size);
      return response(200).json({ data: data.map((r) => reviewView(ctx, r)), meta });
    }),

    api.get('/user-reviews', ({ request, response }, ctx) => {
      const { page, size } = pageOf(request.url, 15);
      const reviews = newestFirst(ctx.store.reviews.where((r) => r.authorRole === 'renter' && r.overallScore >= 4 && Boolean(r.overallComment)));
      const { data, meta } = paginate(reviews, page, size);
      return response(200).json({ data: data.map((r) => reviewView(ctx, r)), meta });
    }),

    api.get('/user-reviews/stats', ({ response }, ctx) => {
      const reviews = ctx.store.reviews.where((r) => r.authorRole === 'renter');
      const average = reviews.length > 0 ? reviews.reduce((sum, r) => sum + r.overallScore, 0) / reviews.length : 0;
      return response(200).json({ data: { averageScore: Math.round(average * 10) / 10, reviewCountRounded: roundedReviewCount(reviews.length), count: reviews.length } });
    }),

    api.post('/bookings/{id}/reviews', async ({ params, request, response }, ctx) => {
      const { booking, role, viewer } = bookingOf(ctx, idOf(params.id));
      const { overallScore, overallComment } = await request.json();
      if (booking.ecommerceStatus !== 'completed' && booking.ecommerceStatus !== 'ended') throw conflict('booking_action_not_allowed', 'Only a finished booking can be reviewed.');
      if (role === 'admin') throw forbidden('Only the renter and the owner review a booking.');
      if (ctx.store.reviews.by('bookingId', booking.id).some((r) => r.authorId === viewer.user.id)) throw conflict('booking_action_not_allowed', 'You have already reviewed this booking.');
      if (overallComment && holdsContactInfo(overallComment)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed.', { overallComment: ['Contact information is not allowed.'] });
      const review = ctx.store.reviews.insert({
        bookingId: booking.id,
        assetId: booking.assetId,
        authorId: viewer.user.id,
        revieweeId: role === 'renter' ? booking.ownerId : booking.renterId,
        authorRole: role,
        overallScore,
        overallComment: overallComment ?? null,
        locale: viewer.user.locale,
        createdAt: ctx.now.toISOString(),
      });
      const asset = ctx.store.assets.get(booking.assetId);
      if (asset && role === 'renter') {
        asset.reviewCount += 1;
        asset.ratingSum += overallScore;
        asset.updatedAt = ctx.now.toISOString();
      }
      return response(201).json({ data: reviewView(ctx, review) });
    }),
  ];
}
