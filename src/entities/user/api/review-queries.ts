import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type Review = components['schemas']['Review'];
export type ReviewCreate = components['schemas']['ReviewCreate'];
export type ReviewDirection = 'received' | 'written';

/** Reviews per page on the reviews page, the owner profile and the user-reviews dialog. */
export const REVIEWS_PAGE_SIZE = 10;

export interface UserReviewFilter {
  direction: ReviewDirection;
  /** Only reviews of this vehicle; otherwise all of the owner's vehicles (002 §2.10). */
  assetId?: number | undefined;
  /** Only reviews with a comment. */
  withComment?: boolean | undefined;
  page: number;
}

export const reviewKeys = {
  all: ['user', 'reviews'] as const,
  ofUser: (userId: number) => [...reviewKeys.all, userId] as const,
  filtered: (userId: number, filter: UserReviewFilter) => [...reviewKeys.ofUser(userId), filter] as const,
  ofBooking: (userId: number, bookingId: number) => [...reviewKeys.ofUser(userId), 'booking', bookingId] as const,
};

const fetchUserReviews = (userId: number, filter: UserReviewFilter & { size?: number }, signal: AbortSignal) =>
  unwrap(
    api.GET('/users/{id}/reviews', {
      params: {
        path: { id: userId },
        query: {
          'filter[direction]': filter.direction,
          ...(filter.assetId ? { 'filter[assetId]': filter.assetId } : {}),
          ...(filter.withComment ? { 'filter[hasComment]': true } : {}),
          'page[size]': filter.size ?? REVIEWS_PAGE_SIZE,
          'page[number]': filter.page,
        },
      },
      signal,
    }),
  );

export const reviewQueries = {
  /** A page of the reviews a user received or wrote (`GET /users/{id}/reviews`). */
  ofUser: (userId: number, filter: UserReviewFilter) =>
    queryOptions({
      queryKey: reviewKeys.filtered(userId, filter),
      queryFn: ({ signal }) => fetchUserReviews(userId, filter, signal),
      // The page on screen stays while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  /**
   * The review this user wrote of one booking, or null: each party reviews a booking once. The
   * API has no per-booking read, so it looks among the user's reviews of the booking's vehicle.
   */
  writtenOfBooking: (userId: number, booking: { id: number; assetId: number }) =>
    queryOptions({
      queryKey: reviewKeys.ofBooking(userId, booking.id),
      queryFn: async ({ signal }): Promise<Review | null> => {
        const { data } = await fetchUserReviews(userId, { direction: 'written', assetId: booking.assetId, page: 1, size: 100 }, signal);
        return data.find((review) => review.bookingId === booking.id) ?? null;
      },
    }),
};

/** `POST /bookings/{id}/reviews` (001 §3): the party's one review of a finished booking. */
export const createBookingReview = async (bookingId: number, body: ReviewCreate): Promise<Review> =>
  (await unwrap(api.POST('/bookings/{id}/reviews', { params: { path: { id: bookingId } }, body }))).data;
