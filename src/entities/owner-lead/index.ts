export { calculateEarnings, createLead, requestCallBack } from './api/owner-lead-api';
export { earningsEstimateOf, estimateIn, type EarningsEstimate, type EstimatePart, type EstimatePartKey, type LeadPriceCalculation } from './model/earnings-estimate';
export { estimatePartLabel } from './model/estimate-labels';
export { EARNINGS_CLAIM, OWNER_CAMPAIGN } from './model/earnings-claim';
export { PRICE_CALCULATOR_DRAFT_KEY, priceCalculatorSchema, type PriceCalculatorError, type PriceCalculatorValues } from './model/price-calculator-form';
export {
  CALL_BACK_DAYS,
  CALL_BACK_DRAFT_KEY,
  CALL_BACK_TIMES,
  SUPPORT_HOURS,
  callBackPossible,
  callBackRequestOf,
  callBackSchema,
  isPhoneNumber,
  type CallBackDay,
  type CallBackError,
  type CallBackRequest,
  type CallBackTime,
  type CallBackValues,
} from './model/call-back-form';
export { E_BOOK_DRAFT_KEY, eBookLeadOf, eBookSchema, type EBookError, type EBookValues } from './model/e-book-form';
