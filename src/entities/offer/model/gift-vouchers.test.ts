import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/lib/money';
import { giftVoucherOrderHref, giftVouchersIn } from './gift-vouchers';

// 002 §9: "Gift vouchers: 50, 100, 250, 500."
describe('gift vouchers', () => {
  it('are 50, 100, 250 and 500 in the site’s currency, in minor units', () => {
    expect(giftVouchersIn('sek')).toEqual([
      { amount: 5_000, currency: 'sek' },
      { amount: 10_000, currency: 'sek' },
      { amount: 25_000, currency: 'sek' },
      { amount: 50_000, currency: 'sek' },
    ]);
    expect(giftVouchersIn('chf').map((v) => formatMoney(v.amount, v.currency, 'en-GB', { trimWholeAmounts: true }).replace(/\s/u, ' '))).toEqual(['CHF 50', 'CHF 100', 'CHF 250', 'CHF 500']);
  });

  it('are ordered by an e-mail to support with the voucher in the subject', () => {
    expect(giftVoucherOrderHref('support@campershare.eu', 'Gift card: EUR 250')).toBe('mailto:support@campershare.eu?subject=Gift%20card%3A%20EUR%20250');
  });
});
