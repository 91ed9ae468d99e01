export { cmsPageLoader, cmsPathIn } from './api/cms-page-loader';
export { cmsPageKeys, cmsPageQuery, fetchCmsPage } from './api/cms-page-query';
export type { CmsPage, CmsPageLink } from './model/cms-page';
export { cleanCmsPath, cmsPathOf, sitePathOf } from './model/cms-path';
export { PAGE_NOT_FOUND_MESSAGE, PageNotFoundError, pageLookupFailure } from './model/page-lookup';
export { pageSearchLink } from './model/page-search';
export { sitemapQuery } from './api/sitemap-query';
export { mapSitemap, sitemapHref, type Sitemap, type SitemapLink } from './model/sitemap';
