// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_UNASKED_MARK } from '../src/shared/lib/observability';

const SCRIPT = readFileSync(resolve(import.meta.dirname, '../public/after-first-paint.js'), 'utf8');
// The script reads its own tag for the app's entry; without one it only marks the page.
const runScript = () => new Function(SCRIPT)();
const marked = () => document.documentElement.hasAttribute(CONSENT_UNASKED_MARK);

describe('a server-rendered page before its first paint', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(CONSENT_UNASKED_MARK);
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('marks a first-time visitor, so the server’s cookie banner shows with the page', () => {
    runScript();
    expect(marked()).toBe(true);
  });

  it.each(['accepted', 'rejected'])('does not mark a visitor who has %s, so the banner never flashes', (choice) => {
    document.cookie = `other=1; Path=/`;
    document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/`;
    runScript();
    expect(marked()).toBe(false);
  });

  it('marks a visitor whose cookie holds no answer (the footer’s “Cookie settings” clears it)', () => {
    document.cookie = `${CONSENT_COOKIE}=maybe; Path=/`;
    runScript();
    expect(marked()).toBe(true);
  });
});
