import type { contentComponents } from '@/shared/api';
import { LOCALE_INFO, type Locale } from '@/shared/i18n';
import { href, type RouteName } from '@/shared/routing';
import { cleanCmsPath, cmsPathOf, sitePathOf } from './cms-path';

type ContentSchemas = contentComponents['schemas'];

export interface SitemapLink {
  title: string;
  /** The site path, in the page's locale. */
  href: string;
  children: SitemapLink[];
}

export interface Sitemap {
  pages: SitemapLink[];
  posts: SitemapLink[];
  categories: SitemapLink[];
  tags: SitemapLink[];
}

/**
 * A path of the content service's sitemap as a link of the site: the service writes some paths
 * with the locale's prefix (`/de/magazin/…`), some without (`/ueber-uns`, the French magazine's
 * `/magazine/…`), so the prefix is taken off where it is and put on again once.
 */
export const sitemapHref = (path: string, localePrefix: string): string => sitePathOf(cmsPathOf(path, localePrefix), localePrefix);

type Entry = ContentSchemas['SitemapEntry'];

const linkOf = (entry: Entry, prefix: string): SitemapLink => ({
  title: entry.title.trim(),
  href: sitemapHref(entry.path, prefix),
  children: (entry.children ?? []).map((child) => linkOf(child, prefix)),
});

/**
 * A post, category or tag by its slug (the path's last segment) on the app's own localised route:
 * the service's paths name them in English in every language (`/fr/magazine/category/…`), where the
 * French site's route is `categorie`.
 */
const magazineLinkOf = (route: RouteName, locale: Locale) => (entry: Entry): SitemapLink => ({
  title: entry.title.trim(),
  href: href(route, { slug: cleanCmsPath(entry.path).split('/').at(-1) ?? '' }, locale),
  children: [],
});

/** The content service's sitemap (002 §7 `/sitemap`) with site paths; entries without a title are left out. */
export function mapSitemap(sitemap: ContentSchemas['Sitemap'], locale: Locale): Sitemap {
  const titled = (entries: Entry[]) => entries.filter((entry) => entry.title.trim() !== '');
  const prefix = LOCALE_INFO[locale].prefix;
  return {
    pages: titled(sitemap.pages).map((entry) => linkOf(entry, prefix)),
    posts: titled(sitemap.posts).map(magazineLinkOf('magazine-post', locale)),
    categories: titled(sitemap.categories).map(magazineLinkOf('magazine-category', locale)),
    tags: titled(sitemap.tags).map(magazineLinkOf('magazine-tag', locale)),
  };
}
