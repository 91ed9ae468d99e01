export { cmsPageLoader, cmsPathIn } from './api/cms-page-loader';
export { cmsPageKeys, cmsPageQuery, fetchCmsPage } from './api/cms-page-query';
export type { CmsPage, CmsPageLink } from './model/cms-page';
export { cleanCmsPath, cmsPathOf } from './model/cms-path';
export { PAGE_NOT_FOUND_MESSAGE, PageNotFoundError, pageLookupFailure } from './model/page-lookup';
export { pageSearchLink } from './model/page-search';
