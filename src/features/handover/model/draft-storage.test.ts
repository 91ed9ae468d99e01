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
});
