/** The script that loads the app after the first paint (public/after-first-paint.js). */
export const AFTER_FIRST_PAINT = '/after-first-paint.js';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The template of a page rendered on the server (issue #27 point 5): its HTML paints before the
 * app's code is asked for. The entry's module script becomes the after-first-paint loader, and the
 * entry's preloads go (they would be fetched before the paint). The client-rendered shell keeps the
 * build's template: it has nothing to paint until the app runs.
 */
export function paintFirstTemplate(template: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("The build's index.html has no module script to load after the first paint");
  return template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, `<script defer src="${AFTER_FIRST_PAINT}" data-src="${entry}"></script>`);
}
