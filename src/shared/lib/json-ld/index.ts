export { breadcrumbJsonLd, faqJsonLd, jsonLdText } from './json-ld';
