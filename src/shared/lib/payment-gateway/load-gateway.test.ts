import { describe, expect, it } from 'vitest';
import { loadPaymentGateway, paymentGatewayKind } from './load-gateway';

describe('choosing the payment gateway', () => {
  it('uses Stripe only with a publishable key against a real API', () => {
    expect(paymentGatewayKind({ VITE_API_URL: 'https://api.example.com', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toBe('stripe');
    expect(paymentGatewayKind({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toBe('sandbox');
    expect(paymentGatewayKind({ VITE_API_URL: 'https://api.example.com' })).toBe('sandbox');
    expect(paymentGatewayKind({})).toBe('sandbox');
  });

  it('loads the sandbox gateway once', async () => {
    const first = await loadPaymentGateway('sandbox');
    expect(first.kind).toBe('sandbox');
    expect(await loadPaymentGateway('sandbox')).toBe(first);
  });
});
