export { RichText } from './rich-text';
export { sanitizeHtml } from './sanitize-html';
