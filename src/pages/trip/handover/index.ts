export { CheckinPage, CheckoutPage } from './ui/handover-page';
