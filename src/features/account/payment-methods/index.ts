/**
 * The user's saved payment methods (issue #14 point 3; 000 §7): the cards of one payment account,
 * the default marked, add one (the gateway's fields in setup mode; American Express and Diners Club
 * refused before the API), remove one after asking. The add form and the gateway load on demand.
 */
export { SavedPaymentMethods, type SavedPaymentMethodsProps } from './ui/saved-payment-methods';
export { cardAccountOf, STRIPE_ACCOUNT_COUNTRIES } from './model/card-account';
