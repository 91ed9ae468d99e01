export { AboutYouPage } from './ui/about-you-page';
