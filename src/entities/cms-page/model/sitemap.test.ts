import { describe, expect, it } from 'vitest';
import { mapSitemap, sitemapHref } from './sitemap';

describe('the content service’s sitemap as site links (002 §2.11, §7 /sitemap)', () => {
  it('puts the locale’s prefix on each path once, whether the service wrote it or not', () => {
    expect(sitemapHref('/ueber-uns', 'de')).toBe('/de/ueber-uns');
    expect(sitemapHref('/de/magazin/tipps', 'de')).toBe('/de/magazin/tipps');
    expect(sitemapHref('/magazine/conseils/', 'fr')).toBe('/fr/magazine/conseils');
    expect(sitemapHref('\uFEFF about-us ', '')).toBe('/about-us');
    expect(sitemapHref('/de', 'de')).toBe('/de');
    expect(sitemapHref('/demo', 'de')).toBe('/de/demo');
  });

  it('keeps a page’s children and leaves out entries without a title', () => {
    const sitemap = mapSitemap(
      {
        pages: [{ title: 'Versicherung', path: '/versicherung', children: [{ title: 'Baloise', path: '/versicherung/baloise' }] }, { title: ' ', path: '/leer' }],
        posts: [{ title: 'Zehn Tipps', path: '/de/magazin/zehn-tipps', modified: null }],
        categories: [],
        tags: [{ title: 'Familie', path: '/de/magazin/schlagwort/familie' }],
      },
      'de',
    );
    expect(sitemap).toEqual({
      pages: [{ title: 'Versicherung', href: '/de/versicherung', children: [{ title: 'Baloise', href: '/de/versicherung/baloise', children: [] }] }],
      posts: [{ title: 'Zehn Tipps', href: '/de/magazin/zehn-tipps', children: [] }],
      categories: [],
      tags: [{ title: 'Familie', href: '/de/magazin/schlagwort/familie', children: [] }],
    });
  });
});
