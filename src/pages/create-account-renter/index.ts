export { CreateAccountRenterPage } from './ui/create-account-renter-page';
