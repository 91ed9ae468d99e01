import { estimatePriceLines, type PriceLine, type VehiclePricing } from '@/entities/vehicle';

export interface PriceSummary {
  lines: PriceLine[];
  /** What the API's total adds to the lines (the service fee); 0 when nothing. */
  serviceFee: number;
  total: number;
  nights: number;
}

/**
 * The API's total for the dates, explained by the 001 §3 lines the vehicle's prices give.
 * When the lines do not add up under the total (the API priced differently), only the
 * total is shown rather than lines that would contradict it.
 */
export function priceSummary(pricing: VehiclePricing, fromDate: string, toDate: string, total: number, nights: number): PriceSummary {
  const lines = estimatePriceLines(pricing, fromDate, toDate);
  const sum = lines.reduce((acc, line) => acc + line.amount, 0);
  if (sum > total || lines.length === 0) return { lines: [], serviceFee: 0, total, nights };
  return { lines, serviceFee: total - sum, total, nights };
}
