import { numberFormat } from '@/shared/lib/intl';

/**
 * The platform counters of the home page (000 §3 site configuration: userReviews averageScore
 * and reviewCountRounded, platformVehicles roundedCount). Numbers are formatted by locale; the
 * caller passes the locale's Intl tag, which for English is en-GB (000 §9).
 */

/** The rounded vehicle count, e.g. 1200 → "1,200" (en-GB) or "1.200" (de-DE). */
export const formatVehicleCount = (roundedCount: number, intl: string): string => numberFormat(intl).format(roundedCount);

/** The average review score with one decimal, e.g. 4.8 → "4.8" (en-GB) or "4,8" (de-DE). */
export const formatReviewAverage = (averageScore: number, intl: string): string =>
  numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(averageScore);

/** The rounded review count, e.g. 12000 → "12,000" (en-GB) or "12.000" (de-DE). */
export const formatReviewCount = (reviewCountRounded: number, intl: string): string => numberFormat(intl).format(reviewCountRounded);
