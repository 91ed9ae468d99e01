import { queryOptions } from '@tanstack/react-query';
import { contentApi, unwrap } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { sanitizeHtml } from '@/shared/ui/rich-text';
import { mapPost, mapPostCard, type MagazinePost, type MagazinePostCard, type MagazineTaxonomy } from '../model/magazine-post';
import { MAGAZINE_PAGE_SIZE, contentLanguageOf } from '../model/magazine-rules';

export const magazineKeys = {
  all: ['magazine'] as const,
  list: (locale: Locale, page: number, filter: ListFilter) => [...magazineKeys.all, locale, 'list', filter.kind ?? 'all', filter.id ?? 0, page] as const,
  taxonomy: (locale: Locale, kind: 'category' | 'tag', slug: string) => [...magazineKeys.all, locale, kind, slug] as const,
  post: (locale: Locale, slug: string) => [...magazineKeys.all, locale, 'post', slug] as const,
  recommended: (locale: Locale, id: number) => [...magazineKeys.all, locale, 'recommended', id] as const,
  navigation: (locale: Locale) => [...magazineKeys.all, locale, 'navigation'] as const,
};

interface ListFilter {
  kind?: 'category' | 'tag';
  id?: number;
}

/** Content changes rarely; a visitor moving between the magazine's pages asks once. */
const STALE_MS = 5 * 60 * 1000;

/** One page of 9 posts, newest first, and how many there are in all (`X-WP-Total`, 002 §7). */
export const magazineListQuery = (locale: Locale, page: number, filter: ListFilter = {}) =>
  queryOptions({
    queryKey: magazineKeys.list(locale, page, filter),
    queryFn: async ({ signal }): Promise<{ posts: MagazinePostCard[]; total: number }> => {
      const { data, response } = await contentApi.GET('/posts', {
        params: {
          query: {
            language: contentLanguageOf(locale),
            page,
            per_page: MAGAZINE_PAGE_SIZE,
            orderby: 'date',
            order: 'desc',
            ...(filter.kind === 'category' && filter.id ? { categories: String(filter.id) } : {}),
            ...(filter.kind === 'tag' && filter.id ? { tags: String(filter.id) } : {}),
          },
        },
        signal,
      });
      const posts = (data ?? []).map(mapPostCard);
      return { posts, total: Number(response.headers.get('x-wp-total') ?? posts.length) };
    },
    staleTime: STALE_MS,
  });

/** A category or tag by its slug; `null` when the magazine has none (the page then goes to the magazine). */
export async function fetchTaxonomy(locale: Locale, kind: 'category' | 'tag', slug: string, signal?: AbortSignal): Promise<MagazineTaxonomy | null> {
  const query = { params: { query: { language: contentLanguageOf(locale), slug } }, signal };
  const list = await unwrap(kind === 'category' ? contentApi.GET('/categories', query) : contentApi.GET('/tags', query));
  const found = list[0];
  return found ? { id: found.id, slug: found.slug, name: found.name, type: found.type } : null;
}

export const magazineTaxonomyQuery = (locale: Locale, kind: 'category' | 'tag', slug: string) =>
  queryOptions({ queryKey: magazineKeys.taxonomy(locale, kind, slug), queryFn: ({ signal }) => fetchTaxonomy(locale, kind, slug, signal), staleTime: STALE_MS });

/** A post by its slug, its HTML sanitised; `null` when there is none. */
export async function fetchPost(locale: Locale, slug: string, signal?: AbortSignal): Promise<MagazinePost | null> {
  const posts = await unwrap(contentApi.GET('/posts', { params: { query: { language: contentLanguageOf(locale), slug } }, signal }));
  const post = posts[0];
  return post ? mapPost(post, sanitizeHtml) : null;
}

export const magazinePostQuery = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: magazineKeys.post(locale, slug), queryFn: ({ signal }) => fetchPost(locale, slug, signal), staleTime: STALE_MS });

/** Up to 3 posts to read next (`/recommended/{id}`). */
export const recommendedPostsQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: magazineKeys.recommended(locale, id),
    queryFn: async ({ signal }) =>
      (await unwrap(contentApi.GET('/recommended/{id}', { params: { path: { id }, query: { language: contentLanguageOf(locale) } }, signal }))).map(mapPostCard),
    staleTime: STALE_MS,
  });

/** The magazine's own menu (`/navigation`). */
export const magazineNavigationQuery = (locale: Locale) =>
  queryOptions({
    queryKey: magazineKeys.navigation(locale),
    queryFn: async ({ signal }) => unwrap(contentApi.GET('/navigation', { params: { query: { language: contentLanguageOf(locale) } }, signal })),
    staleTime: STALE_MS,
  });
