// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readAddonDraft, storeAddonDraft } from './addon-draft';

const draft = { addonId: null, values: { key: 'sup' as const, pricingMode: 'per_booking_night' as const, price: '150', quantity: '2' } };

describe('the add-on form kept in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft per vehicle until it is dropped', () => {
    storeAddonDraft(41, draft);
    expect(readAddonDraft(41)).toEqual(draft);
    expect(readAddonDraft(42)).toBeNull();
    storeAddonDraft(41, null);
    expect(readAddonDraft(41)).toBeNull();
  });

  it('drops a damaged entry or a key outside the catalogue', () => {
    sessionStorage.setItem('owner-addon-draft:41', JSON.stringify({ ...draft, values: { ...draft.values, key: 'jetpack' } }));
    expect(readAddonDraft(41)).toBeNull();
    sessionStorage.setItem('owner-addon-draft:41', 'not json');
    expect(readAddonDraft(41)).toBeNull();
  });
});
