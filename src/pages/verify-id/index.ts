export { OwnerVerifyIdPage, VerifyIdPage } from './ui/verify-id-page';
