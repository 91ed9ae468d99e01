import type { LoaderFunction } from 'react-router';
import type { Locale } from '@/shared/i18n';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const magazine = () => import('@/pages/content/magazine');
// The loaders' code comes with the magazine's entity, not in every page's start-up JS.
const entity = () => import('@/entities/magazine');
const postLoader =
  (locale: Locale): LoaderFunction =>
  (args) =>
    entity().then((m) => m.magazinePostLoader(locale)(args));
const taxonomyLoader =
  (kind: 'category' | 'tag') =>
  (locale: Locale): LoaderFunction =>
  (args) =>
    entity().then((m) => m.magazineTaxonomyLoader(kind, locale)(args));

// Public and found by search engines: rendered on the server (issue #27). The magazine layout.
const common = { layout: 'magazine', serverRendered: true } as const;

/** The magazine (002 §2.2, §2.11): the list, category and tag pages and the article. */
export const MAGAZINE_PAGES: Partial<Record<RouteName, PageEntry>> = {
  magazine: { ...common, load: () => magazine().then((m) => ({ Component: m.MagazinePage })) },
  'magazine-category': { ...common, load: () => magazine().then((m) => ({ Component: m.MagazineCategoryPage })), localeLoader: taxonomyLoader('category') },
  'magazine-tag': { ...common, load: () => magazine().then((m) => ({ Component: m.MagazineTagPage })), localeLoader: taxonomyLoader('tag') },
  'magazine-post': { ...common, load: () => magazine().then((m) => ({ Component: m.MagazinePostPage })), localeLoader: postLoader },
};
