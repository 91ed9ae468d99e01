import { cx } from '../utils/class-names';
import { richText } from './rich-text.css';

/**
 * HTML from outside the app, as it came: it must have gone through `sanitizeHtml` when it was
 * fetched (so the cached and the server-embedded data are already safe).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cx(richText, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
