import type { Currency } from '@/shared/config';

/** 002 §9: the gift vouchers' values, in the site's currency (minor units). */
export const GIFT_VOUCHER_AMOUNTS: readonly number[] = [5_000, 10_000, 25_000, 50_000];

/**
 * The API has no voucher purchase (endpoints.txt): a voucher is ordered from support by e-mail,
 * the value and currency in the subject so support can answer without asking back.
 */
export function giftVoucherOrderHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export interface GiftVoucher {
  amount: number;
  currency: Currency;
}

export const giftVouchersIn = (currency: Currency): GiftVoucher[] => GIFT_VOUCHER_AMOUNTS.map((amount) => ({ amount, currency }));
