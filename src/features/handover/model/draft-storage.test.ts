// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_HANDOVER_DRAFT } from '@/entities/booking';
import { draftStorage } from './draft-storage';

afterEach(() => localStorage.clear());

describe('draftStorage', () => {
  const draft = { ...EMPTY_HANDOVER_DRAFT, mileage: '4521', fuelEighths: 3 };
  it('keeps a draft per booking and phase, and forgets an empty one', () => {
    draftStorage.write(7, 'checkin', draft);
    expect(draftStorage.read(7, 'checkin')).toEqual(draft);
    expect(draftStorage.read(7, 'checkout')).toBeNull();
    draftStorage.write(7, 'checkin', EMPTY_HANDOVER_DRAFT);
    expect(draftStorage.read(7, 'checkin')).toBeNull();
  });
  it('drops what is corrupt or of another shape', () => {
    localStorage.setItem('campershare:handover:7:checkin', '{not json');
    expect(draftStorage.read(7, 'checkin')).toBeNull();
    localStorage.setItem('campershare:handover:7:checkin', JSON.stringify({ ...draft, fuelEighths: 12 }));
    expect(draftStorage.read(7, 'checkin')).toBeNull();
  });
  it('keeps check-out’s extra costs through a reload, and reads a draft kept before they existed as having none', () => {
    const withCharge = { ...draft, extraCharges: [{ category: 'fuel' as const, amount: 45_000, description: 'Tank not refilled' }] };
    draftStorage.write(7, 'checkout', withCharge);
    expect(draftStorage.read(7, 'checkout')).toEqual(withCharge);
    const { extraCharges: _none, ...older } = draft;
    localStorage.setItem('campershare:handover:7:checkout', JSON.stringify(older));
    expect(draftStorage.read(7, 'checkout')).toEqual({ ...draft, extraCharges: [] });
    draftStorage.write(7, 'checkout', { ...draft, insuranceClaimIntent: true });
    expect(draftStorage.read(7, 'checkout')?.insuranceClaimIntent).toBe(true);
    localStorage.setItem('campershare:handover:7:checkout', JSON.stringify({ ...draft, extraCharges: [{ category: 'beer', amount: 1, description: '' }] }));
    expect(draftStorage.read(7, 'checkout')).toBeNull();
  });
});
