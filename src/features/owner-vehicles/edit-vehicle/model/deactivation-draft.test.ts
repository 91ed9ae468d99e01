// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readDeactivationDraft, storeDeactivationDraft } from './deactivation-draft';

describe('the deactivate dialog kept in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed per vehicle until it is dropped', () => {
    storeDeactivationDraft(41, { reason: 'sold', explanation: 'Sold to a neighbour.' });
    expect(readDeactivationDraft(41)).toEqual({ reason: 'sold', explanation: 'Sold to a neighbour.' });
    expect(readDeactivationDraft(42)).toBeNull();
    storeDeactivationDraft(41, null);
    expect(readDeactivationDraft(41)).toBeNull();
  });

  it('drops a damaged entry', () => {
    sessionStorage.setItem('vehicle-deactivation-draft:41', '{"reason":3}');
    expect(readDeactivationDraft(41)).toBeNull();
    sessionStorage.setItem('vehicle-deactivation-draft:41', 'not json');
    expect(readDeactivationDraft(41)).toBeNull();
  });
});
