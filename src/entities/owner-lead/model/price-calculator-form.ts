import * as v from 'valibot';
import type { MarketCountry } from '@/shared/config';

export interface PriceCalculatorValues {
  licensePlate: string;
  country: MarketCountry | '';
  email: string;
}

export type PriceCalculatorError = 'required' | 'email_invalid';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty<string, PriceCalculatorError>('required'));

/** 000 §2 price calculator: every field is needed ("Please, fill in all fields above."). */
export const priceCalculatorSchema = v.object({
  licensePlate: required,
  country: required,
  email: v.pipe(v.string(), v.trim(), v.nonEmpty<string, PriceCalculatorError>('required'), v.email<string, PriceCalculatorError>('email_invalid')),
});

/** Kept per tab until the estimate comes, so a reload or a lost connection loses nothing typed. */
export const PRICE_CALCULATOR_DRAFT_KEY = 'price-calculator-draft';
