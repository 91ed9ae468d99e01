// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readImportDraft, storeImportDraft } from './import-draft';

const file = { name: 'Airbnb', periods: [{ fromDate: '2026-12-01', toDate: '2026-12-05', titles: ['Reserved'] }] };

describe('the chosen calendar file kept in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the file’s periods per vehicle until imported or cancelled', () => {
    storeImportDraft(41, file);
    expect(readImportDraft(41)).toEqual(file);
    expect(readImportDraft(42)).toBeNull();
    storeImportDraft(41, null);
    expect(readImportDraft(41)).toBeNull();
  });

  it('drops a damaged entry', () => {
    sessionStorage.setItem('calendar-import-draft:41', '{"name":"x","periods":[{"fromDate":3}]}');
    expect(readImportDraft(41)).toBeNull();
    sessionStorage.setItem('calendar-import-draft:41', 'not json');
    expect(readImportDraft(41)).toBeNull();
  });
});
