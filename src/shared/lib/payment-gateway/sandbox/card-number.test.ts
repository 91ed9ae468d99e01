import { describe, expect, it } from 'vitest';
import { cardBrandOfNumber, cardDigits, cardNumberProblem, passesLuhn, sandboxPaymentMethodId } from './card-number';

describe('sandbox card numbers', () => {
  it('reads the test cards of the sandbox README with their brands', () => {
    expect(cardBrandOfNumber(cardDigits('4242 4242 4242 4242'))).toBe('visa');
    expect(cardBrandOfNumber(cardDigits('4000 0027 6000 3184'))).toBe('visa');
    expect(cardBrandOfNumber(cardDigits('3782 822463 10005'))).toBe('amex');
    expect(cardBrandOfNumber(cardDigits('3056 9300 0902 0004'))).toBe('diners');
    expect(cardBrandOfNumber('5555555555554444')).toBe('mastercard');
    expect(cardBrandOfNumber('9999')).toBeNull();
  });

  it('checks length and checksum', () => {
    expect(cardNumberProblem('')).toBe('empty');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('invalid');
    expect(cardNumberProblem('4242')).toBe('invalid');
    expect(cardNumberProblem('4000-0000-0000-9995')).toBeUndefined();
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('names the payment method as Stripe test ids do', () => {
    expect(sandboxPaymentMethodId('4000000000000069')).toBe('pm_card_4000000000000069');
  });
});
