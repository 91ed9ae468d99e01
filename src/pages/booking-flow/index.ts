import { createElement, lazy, Suspense } from 'react';
import type { CartStep } from '@/entities/cart';
import { withCatalogs } from '@/shared/i18n';
import { BookingFlowLoading } from './ui/booking-flow-loading';

// The route renders the step's frame at once; the flow itself (machine, forms, date picker)
// loads with its catalogs right after, which keeps the route's start-up JS within 180 KB.
const BookingFlowPage = lazy(
  withCatalogs(['bookings', 'vehicles', 'account'], () => import('./ui/booking-flow-page').then((m) => ({ default: m.BookingFlowPage }))),
);

const stepPage = (step: CartStep) =>
  function BookingStepPage() {
    return createElement(Suspense, { fallback: createElement(BookingFlowLoading) }, createElement(BookingFlowPage, { step }));
  };

export const BookDatesPage = stepPage('dates');
export const BookAboutYouPage = stepPage('about-you');
export const BookCustomizePage = stepPage('customize');
export const BookInsurancePage = stepPage('insurance');
export const BookLoginPage = stepPage('login');
export const BookPurchasePage = stepPage('purchase');
export const BookConfirmationPage = stepPage('confirmation');
export const BookErrorPage = stepPage('error');
