import { seasonOf } from './season';

export interface MinNightsSettings {
  /** Minimum nights when the stay starts in high season (June to August). */
  minBookingLengthHigh?: number | null;
  /** Minimum nights when the stay starts in low season (September to May). */
  minBookingLengthLow?: number | null;
}

/**
 * 000 §3: the minimum booking length in nights, high or low season by the start date
 * (000 §9: high June to August). At least 1 night applies whatever the owner set.
 */
export function minNightsFor(settings: MinNightsSettings, fromDate: string): number {
  const value = seasonOf(fromDate) === 'high' ? settings.minBookingLengthHigh : settings.minBookingLengthLow;
  return Math.max(1, value ?? 1);
}
