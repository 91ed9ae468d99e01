export { ErrorPage } from './ui/error-page';
