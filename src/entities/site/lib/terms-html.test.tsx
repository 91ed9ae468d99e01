import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termsHtmlToReact } from './terms-html';

const html = (source: string) => render(<>{termsHtmlToReact(source)}</>).container.innerHTML;

describe('terms HTML', () => {
  it('keeps paragraphs, lists and emphasis, and moves headings under the dialog title', () => {
    expect(html('<h2>1. About</h2><p>Text <strong>bold</strong></p><ul><li>One</li></ul>')).toBe('<h3>1. About</h3><p>Text <strong>bold</strong></p><ul><li>One</li></ul>');
  });

  it('drops scripts, attributes, handlers and unsafe links (keeping a link\'s text)', () => {
    expect(html('<p onclick="alert(1)" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe('<p>Hi</p>');
    expect(html('<a href="javascript:alert(1)">bad</a> <a href="https://example.com/terms">good</a>')).toBe(
      'bad <a href="https://example.com/terms" rel="noopener noreferrer" target="_blank">good</a>',
    );
  });
});
