// @vitest-environment node
import { expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// The server renders content pages (issue #27): there the sanitiser runs over jsdom's window.
it('sanitises without a browser window, as on the server', async () => {
  expect(typeof window).toBe('undefined');
  const html = await sanitizeHtml('<h2 id="a">A</h2><img src="/x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg>');
  expect(html).toBe('<h2 id="a">A</h2><img src="/x.jpg" loading="lazy" decoding="async"><a>x</a>');
});
