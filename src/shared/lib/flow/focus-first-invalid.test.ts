// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

const form = (html: string) => {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

describe('focusFirstInvalid (issue #26: after a refused submit, focus on what needs fixing)', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses the first field marked invalid, in the order of the page', () => {
    const root = form('<input name="name"><textarea name="message" aria-invalid="true"></textarea><input name="email" aria-invalid="true">');
    expect(focusFirstInvalid(root)).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('[name="message"]'));
  });

  it('in a radio group marked invalid, focuses its chosen radio, else its first', () => {
    const root = form(
      '<div role="radiogroup" aria-invalid="true"><button type="button" role="radio" aria-checked="false">Yes</button><button type="button" role="radio" aria-checked="false">No</button></div>',
    );
    focusFirstInvalid(root);
    expect(document.activeElement?.textContent).toBe('Yes');
    root.querySelectorAll('[role="radio"]')[1]?.setAttribute('aria-checked', 'true');
    (document.activeElement as HTMLElement).blur();
    focusFirstInvalid(root);
    expect(document.activeElement?.textContent).toBe('No');
  });

  it('leaves focus alone when nothing is invalid', () => {
    const root = form('<input name="name"><button>Continue</button>');
    root.querySelector('button')?.focus();
    expect(focusFirstInvalid(root)).toBe(false);
    expect(document.activeElement?.textContent).toBe('Continue');
  });
});
