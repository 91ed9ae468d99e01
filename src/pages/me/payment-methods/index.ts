export { PaymentMethodsPage } from './ui/payment-methods-page';
