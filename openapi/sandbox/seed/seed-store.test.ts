import { describe, expect, it } from 'vitest';
import { hashString } from './prng';
import { seedStore } from './seed-store';
import { storeToData } from '../store/store';

const digest = (seed: number): { hash: number; ms: number; cpuMs: number; store: ReturnType<typeof seedStore> } => {
  const started = performance.now();
  // Thread CPU time: Vitest runs test files in worker threads of one process, so process-wide usage would count the neighbours.
  const cpu = process.threadCpuUsage();
  const store = seedStore(seed);
  const used = process.threadCpuUsage(cpu);
  const ms = performance.now() - started;
  return { hash: hashString(JSON.stringify(storeToData(store))), ms, cpuMs: (used.user + used.system) / 1000, store };
};

describe('the seeded store', () => {
  const first = digest(7);
  const again = digest(7);
  const other = digest(8);

  it('is the same for the same seed and differs for another', () => {
    expect(again.hash).toBe(first.hash);
    expect(other.hash).not.toBe(first.hash);
  });

  it('seeds in well under a second once warm', () => {
    console.log(`[sandbox seed] cold ${Math.round(first.ms)} ms, warm ${Math.round(again.ms)} ms (${Math.round(again.cpuMs)} ms CPU)`);
    // A guard against slow-downs, on CPU time: wall time on a shared test machine says more about its neighbours.
    expect(again.cpuMs).toBeLessThan(1_500);
  });

  it('holds at least 2,000 vehicles over the seven countries and four subtypes, and Liechtenstein', () => {
    const assets = first.store.assets.all();
    expect(assets.length).toBeGreaterThanOrEqual(2_000);
    for (const country of ['SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH']) {
      for (const subType of ['motorhome', 'campervan', 'caravan', 'other_camper']) {
        expect(assets.some((a) => a.country === country && a.subType === subType), `${country} ${subType}`).toBe(true);
      }
    }
    expect(assets.some((a) => a.country === 'LI')).toBe(true);
    expect(new Set(assets.map((a) => a.currency))).toEqual(new Set(['sek', 'nok', 'eur', 'dkk', 'chf']));
    expect(first.store.brands.all().some((b) => b.key === 'other_brand')).toBe(true);
  });

  it('has bookings in every status, users of every role, and content in every locale', () => {
    const statuses = new Set(first.store.bookings.all().map((b) => b.ecommerceStatus));
    expect([...statuses].sort()).toEqual(
      ['active', 'canceled_by_owner', 'canceled_by_renter', 'canceled_by_system', 'completed', 'confirmed', 'draft', 'ended', 'pending_confirmation'].sort(),
    );
    expect(new Set(first.store.users.all().map((u) => u.role))).toEqual(new Set(['renter', 'owner', 'editor', 'admin']));
    const locales = ['en', 'de', 'at', 'ch', 'fr', 'se', 'fi-sv', 'no', 'fi', 'dk'];
    expect(new Set(first.store.pages.all().map((p) => p.locale))).toEqual(new Set(locales));
    expect(new Set(first.store.posts.all().map((p) => p.language))).toEqual(new Set(locales));
  });
});

describe('the seeded store anchored at another day', () => {
  const DAY = '2031-07-04';
  const anchored = seedStore(7, DAY);
  const hash = (store: ReturnType<typeof seedStore>) => hashString(JSON.stringify(storeToData(store)));

  it('is the same for the same seed and anchor day, and differs for another day', () => {
    expect(hash(seedStore(7, DAY))).toBe(hash(anchored));
    expect(hash(seedStore(7, '2031-07-05'))).not.toBe(hash(anchored));
    expect(anchored.site.anchorDay).toBe(DAY);
  });

  it('has requests to answer, trips starting that day and upcoming trips, counted from the anchor day', () => {
    const bookings = anchored.bookings.all();
    const pending = bookings.filter((b) => b.ecommerceStatus === 'pending_confirmation');
    expect(pending.length).toBeGreaterThan(0);
    // Sent in the hours before the anchor's mid-morning: the owners have the rest of the day to answer.
    for (const booking of pending) expect(Date.parse(booking.createdAt)).toBeLessThan(Date.parse(`${DAY}T10:00:00Z`));
    expect(bookings.some((b) => b.ecommerceStatus === 'confirmed' && b.fromDate === DAY)).toBe(true);
    expect(bookings.some((b) => b.ecommerceStatus === 'confirmed' && b.fromDate > DAY)).toBe(true);
    expect(bookings.some((b) => b.ecommerceStatus === 'active' && b.fromDate < DAY && b.toDate > DAY)).toBe(true);
  });
});
