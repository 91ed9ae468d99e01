export { NewsletterButton } from './ui/newsletter-button';
