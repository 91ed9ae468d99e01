import { isOpen } from '@/entities/booking';
import type { AssetPeriods } from '../rules/availability';
import type { Store } from '../store/store';

/**
 * A vehicle's unavailable and rented periods as the availability rules read them.
 * Rented periods are the open bookings (pending, confirmed, active) and drafts'
 * dates are not held: a draft has not been requested.
 */
export function assetPeriods(store: Store, assetId: number): AssetPeriods {
  return {
    unavailable: store.unavailablePeriods.by('assetId', assetId),
    rented: store.bookings
      .by('assetId', assetId)
      .filter((b) => isOpen(b))
      .map((b) => ({ bookingId: b.id, fromDate: b.fromDate, toDate: b.toDate })),
  };
}

/** The periods of every vehicle at once (one pass over the tables, for searches over all vehicles). */
export function allAssetPeriods(store: Store): (assetId: number) => AssetPeriods {
  const byAsset = new Map<number, AssetPeriods>();
  const of = (assetId: number): AssetPeriods => {
    let periods = byAsset.get(assetId);
    if (!periods) {
      periods = { unavailable: [], rented: [] };
      byAsset.set(assetId, periods);
    }
    return periods;
  };
  for (const period of store.unavailablePeriods.all()) (of(period.assetId).unavailable as unknown[]).push(period);
  for (const booking of store.bookings.all()) {
    if (isOpen(booking)) (of(booking.assetId).rented as unknown[]).push({ bookingId: booking.id, fromDate: booking.fromDate, toDate: booking.toDate });
  }
  return (assetId) => byAsset.get(assetId) ?? { unavailable: [], rented: [] };
}
