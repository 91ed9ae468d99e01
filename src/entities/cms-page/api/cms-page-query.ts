import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { sanitizeHtml } from '@/shared/ui/rich-text';
import { mapCmsPage, type CmsPage } from '../model/cms-page';
import { PageNotFoundError } from '../model/page-lookup';

export const cmsPageKeys = {
  page: (path: string, locale: string) => ['cms-page', locale, path] as const,
};

/**
 * `GET /pages` by path and ISO locale (002 §7), with the parent and children for the breadcrumb
 * and the sub-page links. An empty result is "404 page not found" (002 §5).
 */
export async function fetchCmsPage(path: string, locale: string, signal?: AbortSignal): Promise<CmsPage> {
  const { data } = await unwrap(api.GET('/pages', { params: { query: { filter: { path, locale }, include: 'parent,children' } }, signal }));
  const [page] = data;
  if (!page) throw new PageNotFoundError();
  return mapCmsPage(page, sanitizeHtml);
}

export const cmsPageQuery = (path: string, locale: string) =>
  queryOptions({
    queryKey: cmsPageKeys.page(path, locale),
    queryFn: ({ signal }) => fetchCmsPage(path, locale, signal),
    staleTime: 5 * 60 * 1000,
  });
