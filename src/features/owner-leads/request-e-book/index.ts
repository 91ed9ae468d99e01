export { EBookOffer } from './ui/e-book-offer';
