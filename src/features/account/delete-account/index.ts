export { DeleteAccount } from './ui/delete-account';
