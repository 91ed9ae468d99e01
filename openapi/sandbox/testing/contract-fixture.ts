import { checkAvailability } from '../rules/availability';
import { addDays, todayOf } from '../rules/calendar';
import type { Sandbox } from '../create-sandbox';
import { demoAccount, type DemoAccountKey } from '../demo-accounts';
import { assetPeriods } from '../logic/asset-periods';
import type { AssetRow, BookingRow, UserRow } from '../store/rows';
import type { SandboxClient } from './sandbox-client';

/** The demo records the contract cases work with, and what earlier cases created. */
export interface Fixture {
  sandbox: Sandbox;
  client: SandboxClient;
  user(key: DemoAccountKey): UserRow;
  /** A demo owner's vehicles, in the demo fleet's order. */
  fleet(key: 'owner' | 'topOwner' | 'companyOwner' | 'newOwner'): AssetRow[];
  /** One vehicle of a demo fleet. */
  vehicle(key: 'owner' | 'topOwner' | 'companyOwner' | 'newOwner', index: number): AssetRow;
  /** A demo renter's booking in a status (the first one found). */
  bookingOf(renter: DemoAccountKey, status: BookingRow['ecommerceStatus'], assetOwner?: DemoAccountKey): BookingRow;
  /** A free stay of the vehicle, searched from `fromDays` days ahead. */
  freeRange(asset: AssetRow, nights: number, fromDays: number): { fromDate: string; toDate: string };
  /** Values passed from one case to the next. */
  state: Record<string, number | string>;
}

export function createFixture(sandbox: Sandbox, client: SandboxClient): Fixture {
  const store = () => sandbox.store;
  const user = (key: DemoAccountKey): UserRow => {
    const found = store().users.find((u) => u.email === demoAccount(key).email);
    if (!found) throw new Error(`No demo user ${key}`);
    return found;
  };
  const fleet = (key: Parameters<Fixture['fleet']>[0]) => store().assets.by('ownerId', user(key).id).sort((a, b) => a.id - b.id);
  return {
    sandbox,
    client,
    user,
    fleet,
    vehicle: (key, index) => {
      const asset = fleet(key)[index];
      if (!asset) throw new Error(`The ${key} fleet has no vehicle ${index}`);
      return asset;
    },
    bookingOf: (renter, status, assetOwner) => {
      const found = store()
        .bookings.by('renterId', user(renter).id)
        .find((b) => b.ecommerceStatus === status && (!assetOwner || b.ownerId === user(assetOwner).id));
      if (!found) throw new Error(`No ${status} booking of ${renter}`);
      return found;
    },
    freeRange: (asset, nights, fromDays) => {
      const now = sandbox.now();
      for (let offset = fromDays; offset < fromDays + 400; offset++) {
        const fromDate = addDays(todayOf(now), offset);
        const range = { fromDate, toDate: addDays(fromDate, nights) };
        if (checkAvailability(asset, assetPeriods(store(), asset.id), range, now).length === 0) return range;
      }
      throw new Error(`No free ${nights} nights for vehicle ${asset.id}`);
    },
    state: {},
  };
}
