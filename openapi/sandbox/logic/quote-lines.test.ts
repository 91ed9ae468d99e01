import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store';
import type { Store } from '../store/store';
import { quoteBooking } from './booking-quote';
import { INSURANCE_ADDON_KINDS, PLATFORM_PLANS, offersInsuranceAddon } from './insurance';

// Issue #13 defect 1: every price the product shows lists its parts, and they add up to the
// total to the minor unit. The quote is where the parts come from, so it is checked over many
// random stays: any seeded vehicle, dates, add-ons, plans, insurance add-ons and drivers.

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

let store: Store;
beforeAll(() => {
  store = seedStore();
});

describe('sandbox quotes', () => {
  it('list every part of the total, the service fee as its own line, and the parts add up to the total', () => {
    const priced = () => store.assets.all().filter((a) => a.highWeeklyPriceWithoutCleaning > 0 && a.lowWeeklyPriceWithoutCleaning > 0);
    const assets = priced();
    fc.assert(
      fc.property(
        fc.nat({ max: assets.length - 1 }),
        fc.nat({ max: 500 }),
        fc.integer({ min: 1, max: 90 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })), { maxLength: 6 }),
        fc.constantFrom(null, ...PLATFORM_PLANS),
        fc.subarray([...INSURANCE_ADDON_KINDS]),
        fc.nat({ max: 3 }),
        (assetIndex, startOffset, nights, addonPicks, plan, insuranceAddons, drivers) => {
          const asset = assets[assetIndex];
          if (!asset) return;
          const ownerAddons = store.ownerAddons.by('assetId', asset.id);
          const addons = ownerAddons.length === 0 ? [] : addonPicks.flatMap(([index, quantity]) => { const picked = ownerAddons[index % ownerAddons.length]; return picked ? [{ key: picked.key, quantity }] : []; });
          const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
          const fromDate = addDays('2027-01-04', startOffset);
          const quote = quoteBooking(asset, ownerAddons, { fromDate, toDate: addDays(fromDate, nights) }, {
            addons,
            insuranceKey: plan,
            insuranceAddons: vendor ? insuranceAddons.filter((kind) => offersInsuranceAddon(vendor, kind)) : [],
            additionalDrivers: drivers,
          });
          const lines = quote.contractLineItems;
          expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(quote.total);
          for (const line of lines) expect(line.amount).toBe(line.quantity * line.unitPrice);
          const fees = lines.filter((line) => line.key === 'service_fee');
          expect(fees).toHaveLength(quote.serviceFee > 0 ? 1 : 0);
          if (quote.serviceFee > 0) expect(fees[0]?.amount).toBe(quote.serviceFee);
        },
      ),
      { numRuns: 400 },
    );
  });
});
