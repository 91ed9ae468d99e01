// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readPeriodDraft, storePeriodDraft } from './period-draft';

const draft = { periodId: 9, values: { fromDate: '2026-12-01', toDate: '2026-12-05', reason: 'own_use' as const, note: 'Family trip' } };

describe('the period form kept in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft per vehicle until it is dropped', () => {
    storePeriodDraft(41, draft);
    expect(readPeriodDraft(41)).toEqual(draft);
    expect(readPeriodDraft(42)).toBeNull();
    storePeriodDraft(41, null);
    expect(readPeriodDraft(41)).toBeNull();
  });

  it('drops a damaged entry', () => {
    sessionStorage.setItem('unavailable-period-draft:41', '{"values":{"fromDate":3}}');
    expect(readPeriodDraft(41)).toBeNull();
    sessionStorage.setItem('unavailable-period-draft:41', 'not json');
    expect(readPeriodDraft(41)).toBeNull();
  });
});
