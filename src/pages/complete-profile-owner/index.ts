export { CompleteProfileOwnerPage } from './ui/complete-profile-owner-page';
