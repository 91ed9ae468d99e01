import type { LoaderFunctionArgs } from 'react-router';
import { siteOfHost } from '@/shared/config';
import { LOCALE_INFO, localeFromPath } from '@/shared/i18n';
import type { CmsPage } from '../model/cms-page';
import { cmsPathOf } from '../model/cms-path';
import { pageLookupFailure } from '../model/page-lookup';
import { fetchCmsPage } from './cms-page-query';

/** The page a site address shows: its CMS path and ISO locale. */
export function cmsPageAddress(url: URL): { path: string; locale: string } {
  const { locale } = localeFromPath(url.pathname, siteOfHost(url.hostname));
  return { path: cmsPathOf(url.pathname, LOCALE_INFO[locale].prefix), locale };
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The content pages' route loader (002 §2.2, the catch-all and the named pages): the page is
 * asked for as the navigation starts, and one that does not exist is the route's 404 page (with
 * that status on the server). Other failures are left to the page, which shows them with a retry.
 */
export async function cmsPageLoader({ request }: LoaderFunctionArgs): Promise<CmsPage | null> {
  const { path, locale } = cmsPageAddress(new URL(request.url));
  try {
    return await fetchCmsPage(path, locale, request.signal);
  } catch (error) {
    if (pageLookupFailure(error) === 'not-found') throw notFound();
    return null;
  }
}
