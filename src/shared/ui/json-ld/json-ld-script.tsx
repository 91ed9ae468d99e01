import { jsonLdText } from './json-ld';

/** Structured data for search engines, in the page's HTML (the server renders it). */
export function JsonLd({ data }: { data: unknown }) {
  // JSON built from typed data, with '<' escaped: nothing in it can end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
