import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat } from '@/shared/lib/intl';
import type { RefundRow } from './refund-rows';

/**
 * The notice a row of a cancellation policy's refund table covers (001 §9), e.g.
 * "7 to 59 days before check-in": the vehicle page's table, the review step, the cancel dialog.
 */
export function refundNoticeLabel(i18n: I18n, { fromDays, untilDays }: Pick<RefundRow, 'fromDays' | 'untilDays'>): string {
  if (untilDays === null) return i18n._(msg`${fromDays} days or more before check-in`);
  if (fromDays === 0) return i18n._(msg`Less than ${untilDays} days before check-in`);
  const lastDay = untilDays - 1;
  return i18n._(msg`${fromDays} to ${lastDay} days before check-in`);
}

/** A row's refund in words: "Full refund", "75% refund", "No refund" (`intl` is the locale's Intl tag). */
export function refundShareLabel(i18n: I18n, intl: string, refundPercentage: number): string {
  if (refundPercentage >= 100) return i18n._(msg`Full refund`);
  if (refundPercentage <= 0) return i18n._(msg`No refund`);
  const share = numberFormat(intl, { style: 'percent' }).format(refundPercentage / 100);
  return i18n._(msg`${share} refund`);
}

/** A whole row in one line, for a list: "7 to 59 days before check-in: 75% refund". */
export function refundRowLabel(i18n: I18n, intl: string, row: Pick<RefundRow, 'fromDays' | 'untilDays' | 'refundPercentage'>): string {
  const notice = refundNoticeLabel(i18n, row);
  const refund = refundShareLabel(i18n, intl, row.refundPercentage);
  return i18n._(msg`${notice}: ${refund}`);
}
