import { describe, expect, it } from 'vitest';
import { STRIPE_ACCOUNT_COUNTRIES, stripeAccountOf } from './stripe-accounts';

describe('payment-provider accounts (001 §9: se, no, fi, dk, ch, de, at)', () => {
  it('has the seven accounts of the spec', () => {
    expect(STRIPE_ACCOUNT_COUNTRIES).toEqual(['se', 'no', 'fi', 'dk', 'ch', 'de', 'at']);
  });

  it.each([
    ['SE', 'se'],
    ['no', 'no'],
    ['FI', 'fi'],
    ['dk', 'dk'],
    ['CH', 'ch'],
    ['DE', 'de'],
    ['at', 'at'],
    ['LI', 'ch'],
  ])('%s pays through %s', (country, account) => {
    expect(stripeAccountOf(country)).toBe(account);
  });

  it('has no account for other countries', () => {
    expect(stripeAccountOf('us')).toBeUndefined();
    expect(stripeAccountOf('')).toBeUndefined();
    expect(stripeAccountOf(null)).toBeUndefined();
  });
});
