export { markPageLoad, msSincePageLoad } from './page-load';
