export { ElementsPage } from './ui/elements-page';
