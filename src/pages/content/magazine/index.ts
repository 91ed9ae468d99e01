export { MagazineCategoryPage, MagazinePage, MagazineTagPage } from './ui/magazine-list-page';
export { MagazinePostPage } from './ui/magazine-post-page';
