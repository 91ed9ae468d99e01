import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { refundTable } from './cancellation-refund';
import { refundNoticeLabel, refundRowLabel, refundShareLabel } from './refund-labels';
import { refundRows } from './refund-rows';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('refund rows in words (001 §9)', () => {
  it('flex: full refund with 60 days or more, 75% from 7 to 59 days, none below 7', () => {
    expect(refundRows(refundTable('flex')).map((row) => refundRowLabel(i18n, 'en', row))).toEqual([
      '60 days or more before check-in: Full refund',
      '7 to 59 days before check-in: 75% refund',
      'Less than 7 days before check-in: No refund',
    ]);
  });

  it('strict: 75% with 30 days or more, none below (never "0% refund with 0 or more days")', () => {
    expect(refundRows(refundTable('strict')).map((row) => refundRowLabel(i18n, 'en', row))).toEqual([
      '30 days or more before check-in: 75% refund',
      'Less than 30 days before check-in: No refund',
    ]);
  });

  it('names the notice of each row and formats the share in the locale', () => {
    expect(refundNoticeLabel(i18n, { fromDays: 30, untilDays: 60 })).toBe('30 to 59 days before check-in');
    expect(refundShareLabel(i18n, 'de', 75)).toBe('75\u00a0% refund');
  });
});
