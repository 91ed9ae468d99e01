import type { contentComponents } from '@/shared/api';
import { cmsPathOf, sitePathOf } from './cms-path';

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

/** The content service's sitemap (002 §7 `/sitemap`) with site paths; entries without a title are left out. */
export function mapSitemap(sitemap: ContentSchemas['Sitemap'], localePrefix: string): Sitemap {
  const list = (entries: Entry[]) => entries.filter((entry) => entry.title.trim() !== '').map((entry) => linkOf(entry, localePrefix));
  return { pages: list(sitemap.pages), posts: list(sitemap.posts), categories: list(sitemap.categories), tags: list(sitemap.tags) };
}
