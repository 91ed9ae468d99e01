import { createElement, type ReactNode } from 'react';

/** Tags kept from the terms' HTML; anything else is reduced to its text. */
const KEPT = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

/** Tags dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

/** Headings of the terms sit under the dialog's own title, so they start one level below it. */
const HEADING_LEVEL: Record<string, 'h3' | 'h4'> = { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h4', h5: 'h4', h6: 'h4' };

const isSafeHref = (href: string | null): href is string => href !== null && /^https?:\/\//i.test(href);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (tag === 'br') return createElement('br', { key });
  if (tag in HEADING_LEVEL) return createElement(HEADING_LEVEL[tag] as string, { key }, ...children);
  if (tag === 'a') {
    const href = element.getAttribute('href');
    return isSafeHref(href) ? createElement('a', { key, href, rel: 'noopener noreferrer', target: '_blank' }, ...children) : children;
  }
  if (KEPT.has(tag)) return createElement(tag, { key }, ...children);
  return children;
}

/**
 * The terms' HTML (from the API) as React elements, keeping only text structure: no scripts,
 * styles, attributes or inline handlers ever reach the page.
 */
export function termsHtmlToReact(html: string): ReactNode {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes, (child, index) => convert(child, String(index)));
}
