import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The renter's saved payment methods (issue #14 point 3; 000 §7). Renters pay; admins pass the guard too. */
export const PAYMENT_METHODS_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'payment-methods': { layout: 'default', guard: 'renter', load: () => import('@/pages/me/payment-methods').then((m) => ({ Component: m.PaymentMethodsPage })) },
};
