import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('a path to go back to after a detour (?return=)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/bookings/12')).toBe('/bookings/12');
    expect(safeReturnPath('/se/boka/3/verifiera?x=1')).toBe('/se/boka/3/verifiera?x=1');
  });
  it('refuses another origin and nothing', () => {
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });
});
