import type { RouteName } from './route-table';

/**
 * The pages that load the payment form (the booking flow's purchase step, a booking's page).
 * Only their documents may load Stripe (the build's security headers, scripts/security-policy.ts).
 */
export const PAYMENT_ROUTES = ['book-purchase', 'booking'] as const satisfies readonly RouteName[];
