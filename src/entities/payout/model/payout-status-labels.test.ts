import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { payoutStatusLabel } from './payout-status-labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('payout status labels (002 §4.10)', () => {
  it('names pending "Started" and in_transit "Payment pending"', () => {
    expect(payoutStatusLabel(i18n, 'pending')).toBe('Started');
    expect(payoutStatusLabel(i18n, 'in_transit')).toBe('Payment pending');
  });

  it('names paid, failed and canceled', () => {
    expect(['paid', 'failed', 'canceled'].map((status) => payoutStatusLabel(i18n, status as 'paid'))).toEqual(['Paid', 'Failed', 'Cancelled']);
  });
});
