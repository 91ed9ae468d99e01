export { HomePage, preloadHomeParts } from './ui/home-page';
