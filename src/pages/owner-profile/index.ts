export { OwnerProfilePage } from './ui/owner-profile-page';
