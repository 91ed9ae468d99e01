export { RentOutPage } from './ui/rent-out-page';
