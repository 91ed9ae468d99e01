export { breadcrumbJsonLd, faqJsonLd, jsonLdText } from './json-ld';
export { JsonLd } from './json-ld-script';
