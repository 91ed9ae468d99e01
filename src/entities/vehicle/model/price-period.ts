// 000 §9: prices over 30 nights are shown per month.
export const MONTHLY_PRICE_FROM_NIGHTS = 31;

export const pricePeriodLabel = (nights: number): 'per_month' | 'per_night' =>
  nights >= MONTHLY_PRICE_FROM_NIGHTS ? 'per_month' : 'per_night';
