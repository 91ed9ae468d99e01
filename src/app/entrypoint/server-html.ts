import { SERVER_DATA_ID, type ServerData } from './server-data';

/**
 * React writes what a page hoists (title, meta, links to preload) ahead of the page's markup when
 * it renders into a container: they move into the document's head, where crawlers read them.
 */
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The data the browser hydrates with, as an inert JSON block: no inline script for the policy to allow. */
export function serverDataBlock(data: ServerData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}
