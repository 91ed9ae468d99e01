import { queryOptions } from '@tanstack/react-query';
import { contentApi, unwrap } from '@/shared/api';
import { localeCode, type Locale } from '@/shared/i18n';
import { mapSitemap } from '../model/sitemap';

/** The content service's sitemap (002 §7 `/sitemap`): its pages with their sub-pages, the posts and the taxonomies, as site links. */
export const sitemapQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['sitemap', locale] as const,
    queryFn: async ({ signal }) => mapSitemap(await unwrap(contentApi.GET('/sitemap', { params: { query: { language: localeCode(locale) } }, signal })), locale),
    staleTime: 5 * 60 * 1000,
  });
