export { GettingStartedPage } from './ui/getting-started-page';
