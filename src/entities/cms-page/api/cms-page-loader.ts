import type { LoaderFunctionArgs } from 'react-router';
import { LOCALE_INFO, type Locale } from '@/shared/i18n';
import type { CmsPage } from '../model/cms-page';
import { cmsPathOf } from '../model/cms-path';
import { pageLookupFailure } from '../model/page-lookup';
import { fetchCmsPage } from './cms-page-query';

/** The CMS path a site path of the locale shows. */
export const cmsPathIn = (pathname: string, locale: Locale): string => cmsPathOf(pathname, LOCALE_INFO[locale].prefix);

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The content pages' route loader (002 §2.2, the catch-all and the named pages): the page is
 * asked for as the navigation starts, and one that does not exist is the route's 404 page (with
 * that status on the server). Other failures are left to the page, which shows them with a retry.
 */
export const cmsPageLoader =
  (locale: Locale) =>
  async ({ request }: LoaderFunctionArgs): Promise<CmsPage | null> => {
  const path = cmsPathIn(new URL(request.url).pathname, locale);
  try {
    return await fetchCmsPage(path, locale, request.signal);
  } catch (error) {
    if (pageLookupFailure(error) === 'not-found') throw notFound();
    return null;
  }
  };
