import type { RouteName } from './route-table';

/**
 * The pages that load the payment form (the booking flow's purchase step, a booking's page, the
 * saved payment methods' add-a-card form).
 * Only their documents may load Stripe (the build's security headers, scripts/security-policy.ts).
 */
export const PAYMENT_ROUTES = ['book-purchase', 'booking', 'payment-methods'] as const satisfies readonly RouteName[];
