import { describe, expect, it } from 'vitest';
import { cleanCmsPath, cmsPathOf } from './cms-path';

// 002 §5: a CMS path is stripped of byte-order marks and trimmed before lookup.
describe('cleanCmsPath', () => {
  it('strips byte-order marks anywhere and trims', () => {
    expect(cleanCmsPath('\uFEFF/about-us\uFEFF ')).toBe('/about-us');
    expect(cleanCmsPath('  /ueber-uns  ')).toBe('/ueber-uns');
    expect(cleanCmsPath('/%EF%BB%BFcookies')).toBe('/cookies');
  });

  it('gives one leading slash, no trailing slash and no empty segments', () => {
    expect(cleanCmsPath('about-us/')).toBe('/about-us');
    expect(cleanCmsPath('//rent-motorhome///stockholm/')).toBe('/rent-motorhome/stockholm');
    expect(cleanCmsPath('')).toBe('/');
    expect(cleanCmsPath('/')).toBe('/');
  });

  it('decodes escapes, and keeps a broken one as written', () => {
    expect(cleanCmsPath('/%C3%BCber-uns')).toBe('/über-uns');
    expect(cleanCmsPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe('cmsPathOf', () => {
  it('leaves the locale prefix out', () => {
    expect(cmsPathOf('/de/versicherung', 'de')).toBe('/versicherung');
    expect(cmsPathOf('/fi-sv/om-oss/', 'fi-sv')).toBe('/om-oss');
    expect(cmsPathOf('/de', 'de')).toBe('/');
  });

  it('keeps English paths (no prefix) and a segment that only starts like a prefix', () => {
    expect(cmsPathOf('/about-us', '')).toBe('/about-us');
    expect(cmsPathOf('/dealers', 'de')).toBe('/dealers');
  });
});
