import { describe, expect, it } from 'vitest';
import { savesData } from './data-saving';

describe('fetching ahead of need (002 §6)', () => {
  it('is skipped on 2g and with the data saver on', () => {
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('goes ahead on faster connections and where the browser does not say', () => {
    expect(savesData({ effectiveType: '3g' })).toBe(false);
    expect(savesData({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});
