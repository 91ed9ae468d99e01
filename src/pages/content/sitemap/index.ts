export { SitemapPage } from './ui/sitemap-page';
