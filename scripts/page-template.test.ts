import { describe, expect, it } from 'vitest';
import { paintFirstTemplate } from './page-template';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Campershare</title>
    <script type="module" crossorigin src="/assets/index-lMYBJows.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl.js">
    <link rel="stylesheet" crossorigin href="/assets/style-BlV_sNej.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the server-rendered page template', () => {
  it('loads the app after the first paint: no module script or preload before it, the stylesheet kept', () => {
    const page = paintFirstTemplate(BUILT);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script defer src="/after-first-paint.js" data-src="/assets/index-lMYBJows.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-BlV_sNej.css">');
  });

  it('refuses a build whose template it does not recognise, rather than serve pages that never start', () => {
    expect(() => paintFirstTemplate('<html><head></head><body></body></html>')).toThrow(/no module script/);
  });
});
