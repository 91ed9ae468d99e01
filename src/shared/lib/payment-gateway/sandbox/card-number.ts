/** Digits only: people type card numbers with spaces or dashes. */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'empty' | 'invalid';

/** Whether a typed number can be a card: 12 to 19 digits with a valid checksum. */
export function cardNumberProblem(input: string): CardNumberProblem | undefined {
  const digits = cardDigits(input);
  if (digits === '') return 'empty';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  return undefined;
}

/** The brand by the number's prefix, named as Stripe names it. */
export function cardBrandOfNumber(digits: string): string | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|095|[689])/.test(digits)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  return null;
}

/** Stripe's test payment-method id for a card number, which the sandbox API reads back (sandbox README). */
export const sandboxPaymentMethodId = (digits: string): string => `pm_card_${digits}`;
