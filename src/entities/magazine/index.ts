export { magazinePostLoader, magazineTaxonomyLoader } from './api/magazine-loaders';
export {
  fetchPost,
  fetchTaxonomy,
  magazineKeys,
  magazineListQuery,
  magazineNavigationQuery,
  magazinePostQuery,
  magazineTaxonomyQuery,
  recommendedPostsQuery,
} from './api/magazine-queries';
export type { MagazineImage, MagazineNavigationItem, MagazinePost, MagazinePostCard, MagazineTaxonomy } from './model/magazine-post';
export {
  MAGAZINE_PAGE_SIZE,
  MENU_SCROLL_END_TOLERANCE_PX,
  contentLanguageOf,
  magazinePageCount,
  magazinePageOf,
  menuScrollState,
  readingMinutes,
} from './model/magazine-rules';
export { popularCampersQuery } from './api/popular-campers-query';
export { POPULAR_CAMPERS_COUNT, popularCampersFilter, popularCampersOf } from './model/popular-campers';
