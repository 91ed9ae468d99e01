import { describe, expect, it } from 'vitest';
import { changedFields, editorDraftKey, readEditorDraft, storeEditorDraft } from './editor-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, value: string) => void items.set(k, value), removeItem: (k: string) => void items.delete(k), items };
}

describe('changedFields', () => {
  it('keeps only what differs from the saved vehicle, empty text as no value', () => {
    expect(changedFields({ model: 'Coral', modelYear: 2019, licensePlate: null }, { model: 'Coral', modelYear: 2020, licensePlate: '' })).toEqual({ modelYear: 2020 });
  });

  it('takes every filled field of a new listing', () => {
    expect(changedFields(null, { subType: 'caravan', model: 'Kabe', description: '' })).toEqual({ subType: 'caravan', model: 'Kabe' });
  });
});

describe('editor drafts in storage', () => {
  it('keeps a draft per vehicle and one for a new listing, and forgets it once nothing is unsaved', () => {
    const storage = memoryStorage();
    storeEditorDraft(null, { model: 'Kabe' }, storage);
    storeEditorDraft(7, { modelYear: 2020 }, storage);
    expect(readEditorDraft(null, storage)).toEqual({ model: 'Kabe' });
    expect(readEditorDraft(7, storage)).toEqual({ modelYear: 2020 });
    storeEditorDraft(7, {}, storage);
    expect(readEditorDraft(7, storage)).toBeNull();
    expect(storage.items.has(editorDraftKey(7))).toBe(false);
  });

  it('drops what it cannot read: damaged JSON, another version, values of the wrong kind', () => {
    const storage = memoryStorage();
    for (const text of ['{not json', JSON.stringify({ version: 2, changes: { model: 'X' } }), JSON.stringify({ version: 1, changes: { model: { nested: 1 } } })]) {
      storage.setItem(editorDraftKey(3), text);
      expect(readEditorDraft(3, storage)).toBeNull();
    }
  });

  it("keeps the location step's map pin, and nothing else shaped like an object", () => {
    const storage = memoryStorage();
    storeEditorDraft(5, { city: 'Malmö', location: { lat: 55.605, lng: 13.0038 } }, storage);
    expect(readEditorDraft(5, storage)).toEqual({ city: 'Malmö', location: { lat: 55.605, lng: 13.0038 } });
    storage.setItem(editorDraftKey(5), JSON.stringify({ version: 1, changes: { location: { lat: 55.6, lng: 13, extra: 1 } } }));
    expect(readEditorDraft(5, storage)).toBeNull();
    storage.setItem(editorDraftKey(5), JSON.stringify({ version: 1, changes: { location: [55.6, 13] } }));
    expect(readEditorDraft(5, storage)).toBeNull();
  });
});
