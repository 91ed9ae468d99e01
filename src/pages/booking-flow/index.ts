import { createElement, lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { withCatalogs } from '@/shared/i18n';
import { BookingFlowLoading } from './ui/booking-flow-loading';

// The route renders the step's frame at once; the flow itself (machine, forms, date picker)
// loads with its catalogs right after, which keeps the route's start-up JS within 180 KB.
const BookingFlowPage = lazy(
  withCatalogs(['bookings', 'vehicles', 'account', 'auth'], () => import('./ui/booking-flow-page').then((m) => ({ default: m.BookingFlowPage }))),
);

/**
 * Every step's URL renders this one page (the routes' group, `booking-flow-pages.ts`); the
 * matched step route names the step, which the flow's step table reads.
 */
export function BookingFlowRoute() {
  const matches = useMatches();
  const routeName = (matches.at(-1)?.handle as { routeName?: string } | undefined)?.routeName ?? 'book';
  return createElement(Suspense, { fallback: createElement(BookingFlowLoading) }, createElement(BookingFlowPage, { routeName }));
}
