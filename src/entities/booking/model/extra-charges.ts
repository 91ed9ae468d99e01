import { parseAmount } from '@/shared/lib/money';

/** 001 §3 extra-charge categories, in the order the owner picks from. */
export const EXTRA_CHARGE_CATEGORIES = ['damage', 'equipment', 'addon', 'extra_distance', 'road_toll', 'fuel', 'other'] as const;
export type ExtraChargeCategory = (typeof EXTRA_CHARGE_CATEGORIES)[number];

// The contract's maxima (ExtraChargeCreate, ExtraChargeDiscountCreate): 001 §3 "description (has a maximum)".
export const EXTRA_CHARGE_DESCRIPTION_MAX = 5000;
export const EXTRA_CHARGE_DISCOUNT_DESCRIPTION_MAX = 255;
/** The contract's most extra charges sent with one check-out (CheckoutData.extraCharges). */
export const CHECKOUT_EXTRA_CHARGES_MAX = 50;

/**
 * What the renter pays for a charge: the amount plus the booking's extra-charge service fee
 * (001 §9, a fraction on the booking), rounded to the minor unit. The fee shown is the difference,
 * so amount + fee is always exactly the total.
 */
export const amountWithServiceFee = (amount: number, feeFraction: number): number => Math.round(amount * (1 + feeFraction));

/** The largest discount still possible: the charges (not cancelled) less the discounts given, never below 0. */
export function discountableAmount(charges: readonly { amount: number; status?: string | null }[], discounts: readonly { amount: number }[]): number {
  const charged = charges.filter((c) => c.status !== 'canceled').reduce((sum, c) => sum + c.amount, 0);
  return Math.max(0, charged - discounts.reduce((sum, d) => sum + d.amount, 0));
}

/** A charge as the owner adds it at check-out, sent with `finalize-checkout` (amount in minor units). */
export interface NewExtraCharge {
  category: ExtraChargeCategory;
  amount: number;
  description: string;
}

/** A charge with what the renter pays for it, before the API has it (the owner's check-out draft). */
export const withServiceFee = <C extends { amount: number }>(charge: C, feeFraction: number): C & { amountIncFee: number } => ({
  ...charge,
  amountIncFee: amountWithServiceFee(charge.amount, feeFraction),
});

/**
 * The extra costs the renter approves at check-out (001 §2 "renter approves and pays extra costs"):
 * each charge becomes its own installment with its fee rounded on its own, so the total is the sum
 * of those rounded totals and the fee shown is the difference — the lines add up to the minor unit.
 */
export function extraCostsTotal(charges: readonly { amount: number; amountIncFee: number }[]): { amount: number; fee: number; total: number } {
  const amount = charges.reduce((sum, c) => sum + c.amount, 0);
  const total = charges.reduce((sum, c) => sum + c.amountIncFee, 0);
  return { amount, fee: total - amount, total };
}

/** A valid dialog's draft as the charge it describes, or null while a field is wrong. */
export function newExtraChargeOf(draft: ExtraChargeDraft): NewExtraCharge | null {
  const amount = parseAmount(draft.amount);
  if (draft.category === '' || amount === null || Object.keys(extraChargeErrors(draft)).length > 0) return null;
  return { category: draft.category, amount, description: draft.description.trim() };
}

export type ExtraCostFieldError =
  | 'category_required'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_zero'
  | 'amount_above_charges'
  | 'description_required'
  | 'description_too_long';

export interface ExtraChargeDraft {
  category: ExtraChargeCategory | '';
  /** As typed, in major units. */
  amount: string;
  description: string;
}

export interface ExtraChargeDiscountDraft {
  amount: string;
  description: string;
}

type Errors<K extends string> = Partial<Record<K, ExtraCostFieldError>>;

function amountError(text: string): ExtraCostFieldError | undefined {
  if (text.trim() === '') return 'amount_required';
  const minor = parseAmount(text);
  if (minor === null) return 'amount_invalid';
  return minor === 0 ? 'amount_zero' : undefined;
}

function descriptionError(text: string, max: number): ExtraCostFieldError | undefined {
  if (text.trim() === '') return 'description_required';
  return text.length > max ? 'description_too_long' : undefined;
}

const defined = <K extends string>(errors: Record<K, ExtraCostFieldError | undefined>): Errors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors<K>;

/** 001 §5: an extra charge needs amount, category and description. */
export function extraChargeErrors(draft: ExtraChargeDraft): Errors<'category' | 'amount' | 'description'> {
  return defined({
    category: draft.category === '' ? 'category_required' : undefined,
    amount: amountError(draft.amount),
    description: descriptionError(draft.description, EXTRA_CHARGE_DESCRIPTION_MAX),
  });
}

/** A discount is up to the charges still undiscounted (`max`, minor units), with a description of at most 255 characters. */
export function extraChargeDiscountErrors(draft: ExtraChargeDiscountDraft, max: number): Errors<'amount' | 'description'> {
  const amount = amountError(draft.amount) ?? ((parseAmount(draft.amount) ?? 0) > max ? 'amount_above_charges' : undefined);
  return defined({ amount, description: descriptionError(draft.description, EXTRA_CHARGE_DISCOUNT_DESCRIPTION_MAX) });
}
