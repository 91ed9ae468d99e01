import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// Issue #20: post and page HTML from the content service is sanitised before it is rendered.
describe('sanitizeHtml on hostile HTML', () => {
  it('drops script elements and their text', async () => {
    const html = await sanitizeHtml('<p>Hello</p><script>alert(1)</script><SCRIPT src="https://evil.test/x.js"></SCRIPT>');
    expect(html).toBe('<p>Hello</p>');
  });

  it('drops event handler attributes and keeps the element', async () => {
    const html = await sanitizeHtml('<img src="/a.jpg" alt="A" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Text</p>');
    expect(html).not.toMatch(/onerror|onclick|onmouseover|alert|steal/);
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('src="/a.jpg"');
  });

  it('drops javascript: and data: links, in any case or spacing, and keeps ordinary ones', async () => {
    const html = await sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="https://example.com/x">e</a><a href="/about-us">f</a>',
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="/about-us"');
  });

  it('drops SVG and MathML with whatever they carry', async () => {
    const html = await sanitizeHtml(
      '<p>Before</p><svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a></svg><math><mi xlink:href="javascript:alert(4)">y</mi></math><p>After</p>',
    );
    expect(html).not.toMatch(/svg|math|alert|script/i);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
  });

  it('drops iframes, forms, styles and inline style attributes (the CSP forbids them)', async () => {
    const html = await sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="card"></form><style>body{display:none}</style><p style="position:fixed">Text</p>',
    );
    expect(html).toBe('<p>Text</p>');
  });

  it('keeps headings with their ids, lists, tables and images, and makes images lazy', async () => {
    const html = await sanitizeHtml('<h2 id="packing">Packing</h2><ul><li>One</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><img src="/b.jpg" alt="B">');
    expect(html).toContain('<h2 id="packing">Packing</h2>');
    expect(html).toContain('<ul><li>One</li></ul>');
    expect(html).toContain('<td>1</td>');
    expect(html).toMatch(/<img src="\/b.jpg" alt="B" loading="lazy" decoding="async">/);
  });

  it('gives links that open a new tab no handle on the page', async () => {
    expect(await sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
