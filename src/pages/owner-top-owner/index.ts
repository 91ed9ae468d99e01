export { TopOwnerPage } from './ui/top-owner-page';
