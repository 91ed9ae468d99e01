import type { PaymentGateway, PaymentGatewayKind } from './payment-gateway';
import { ensurePaymentDocument } from './payment-document';

interface GatewayEnv {
  VITE_API_URL?: string;
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

/** Stripe only against a real API with a publishable key; the sandbox API's gateway otherwise (its test cards mean nothing to Stripe). */
export function paymentGatewayKind(env: GatewayEnv = import.meta.env): PaymentGatewayKind {
  return env.VITE_STRIPE_PUBLISHABLE_KEY && env.VITE_API_URL ? 'stripe' : 'sandbox';
}

const loaded = new Map<PaymentGatewayKind, Promise<PaymentGateway>>();

/** Loads the gateway's code on first use (Stripe's libraries stay out of every initial chunk); one instance per kind. */
export function loadPaymentGateway(kind: PaymentGatewayKind = paymentGatewayKind()): Promise<PaymentGateway> {
  let gateway = loaded.get(kind);
  if (!gateway) {
    gateway =
      kind === 'stripe'
        ? ensurePaymentDocument()
            .then(() => import('./stripe/stripe-gateway'))
            .then(({ createStripeGateway }) => createStripeGateway(String(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY)))
        : import('./sandbox/sandbox-gateway').then(({ sandboxGateway }) => sandboxGateway);
    // A failed chunk load is not kept: the next call tries again.
    gateway.catch(() => loaded.delete(kind));
    loaded.set(kind, gateway);
  }
  return gateway;
}
