import { describe, expect, it } from 'vitest';
import type { ServerData } from './server-data';
import { serverDataBlock, splitHoisted } from './server-html';

describe('splitHoisted', () => {
  it('moves the title, meta and links React writes ahead of the page into the head', () => {
    const html = '<link rel="preload" as="image" href="/a.webp"/><title>Rent | Campershare</title><meta name="description" content="Vans"/><div class="page"><h1>Rent</h1><title>not hoisted</title></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.webp"/><title>Rent | Campershare</title><meta name="description" content="Vans"/>',
      body: '<div class="page"><h1>Rent</h1><title>not hoisted</title></div>',
    });
  });

  it('leaves a page that hoists nothing as it is', () => {
    expect(splitHoisted('<main>404</main>')).toEqual({ head: '', body: '<main>404</main>' });
  });
});

describe('serverDataBlock', () => {
  const data = (text: string): ServerData => ({ queries: { mutations: [], queries: [] }, router: { loaderData: { 'en:vehicle': { description: text } } }, intl: {}, matched: ['root', 'locale:en', 'en:vehicle'], failed: false });

  it('is an inert JSON block that no text in the data can close', () => {
    const block = serverDataBlock(data('</script><script>alert(1)</script>\u2028'));
    expect(block.startsWith('<script type="application/json" id="server-data">')).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect((JSON.parse(json) as ServerData).router.loaderData?.['en:vehicle']).toEqual({ description: '</script><script>alert(1)</script>\u2028' });
  });
});
