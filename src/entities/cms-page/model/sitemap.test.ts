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

  it('keeps a page’s children, puts posts and taxonomies on the app’s localised routes, and leaves out entries without a title', () => {
    const sitemap = mapSitemap(
      {
        pages: [{ title: 'Versicherung', path: '/versicherung', children: [{ title: 'Baloise', path: '/versicherung/baloise' }] }, { title: ' ', path: '/leer' }],
        posts: [{ title: 'Zehn Tipps', path: '/de/magazin/zehn-tipps', modified: null }],
        categories: [],
        tags: [{ title: 'Familie', path: '/de/magazin/tag/familie' }],
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

describe('the sitemap on the French Swiss site', () => {
  it('links a category on the French route, whatever word the service used', () => {
    const sitemap = mapSitemap({ pages: [], posts: [{ title: 'Dix conseils', path: '/magazine/dix-conseils' }], categories: [{ title: 'Conseils', path: '/magazine/category/conseils-guides' }], tags: [] }, 'fr-CH');
    expect(sitemap.posts[0]?.href).toBe('/fr/magazine/dix-conseils');
    expect(sitemap.categories[0]?.href).toBe('/fr/magazine/categorie/conseils-guides');
  });
});
