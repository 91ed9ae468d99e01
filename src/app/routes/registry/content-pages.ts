import type { LoaderFunction } from 'react-router';
import type { Locale } from '@/shared/i18n';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const contentPage = () => import('@/pages/content/cms-page').then((m) => ({ Component: m.ContentPage }));

// The loader's code comes with the page's entity, not in every page's start-up JS (home's budget).
const cmsPageLoader =
  (locale: Locale): LoaderFunction =>
  (args) =>
    import('@/entities/cms-page').then((m) => m.cmsPageLoader(locale)(args));

/**
 * A CMS page (002 §2.2, §2.11): public, the same for every visitor, found by search engines,
 * so rendered on the server. The loader asks for it as the navigation starts and turns a missing
 * page into the 404 page. The catch-all `/*` and `/{locale}/*` is this page too (build-routes).
 */
export const CONTENT_PAGE: PageEntry = { layout: 'default', serverRendered: true, load: contentPage, localeLoader: cmsPageLoader, catalogs: ['content'] };

/** The named content pages the CMS has in every locale (the sandbox seeds them). */
export const CONTENT_PAGES: Partial<Record<RouteName, PageEntry>> = {
  about: CONTENT_PAGE,
  cookies: CONTENT_PAGE,
  'privacy-policy': CONTENT_PAGE,
  'user-terms': CONTENT_PAGE,
  'company-details': CONTENT_PAGE,
  insurance: CONTENT_PAGE,
  'gift-cards': CONTENT_PAGE,
  'our-partners': CONTENT_PAGE,
  // Under insurance and our partners (002 §2.2), and the travel tips (000 §2): CMS pages the sandbox seeds.
  'insurance-baloise': CONTENT_PAGE,
  'insurance-omocom': CONTENT_PAGE,
  'insurance-owners': CONTENT_PAGE,
  'partner-amag': CONTENT_PAGE,
  'partner-caravan4rep': CONTENT_PAGE,
  'partner-ferrycenter': CONTENT_PAGE,
  'partner-myclimate': CONTENT_PAGE,
  restips: CONTENT_PAGE,
  // The app's pages and the content service's sitemap (002 §2.2); public, rendered on the server.
  sitemap: { layout: 'default', serverRendered: true, load: () => import('@/pages/content/sitemap').then((m) => ({ Component: m.SitemapPage })), catalogs: ['content'] },
  // The design system (000 §2): the shared components in the phone and large-screen layouts the
  // product is designed for, so it carries 002 §6's guard. Not linked from menus; noindex.
  elements: { layout: 'default', screens: 'mobile-or-large', load: () => import('@/pages/content/elements').then((m) => ({ Component: m.ElementsPage })), catalogs: ['content'] },
};
