import type { Config, DOMPurify, WindowLike } from 'dompurify';

/**
 * What HTML from the content service may hold once rendered: text markup, links, images, tables
 * and headings with their ids (a post's table of contents links to them). No SVG or MathML (they
 * carry scripts and event attributes of their own), no forms, no `style` (the Content-Security-
 * Policy refuses inline styles), no event attributes, no `javascript:` or `data:` links.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A new tab opened from someone else's text gets no handle on this page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // Images in long texts are far below the first screen.
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purify;
}

let instance: Promise<DOMPurify> | undefined;

/**
 * DOMPurify needs a DOM: the browser's, or on the server one jsdom makes (the server renders the
 * content pages). Either is loaded on first use only: no page pays for it at start-up.
 */
function purifier(): Promise<DOMPurify> {
  instance ??= (async () => {
    const { default: createDOMPurify } = await import('dompurify');
    if (import.meta.env.SSR && typeof window === 'undefined') {
      const { JSDOM } = await import('jsdom');
      return configure(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
    }
    return configure(createDOMPurify(window));
  })();
  return instance;
}

/** HTML from outside the app (the CMS, the magazine), made safe to render as it is. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await purifier()).sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
