import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Content-Security-Policy violations as e2e failures (issue #21). `vite preview` serves the
 * build's policy (header and meta tag); the page reports every violation with a
 * `securitypolicyviolation` event, and Chromium logs it to the console as well (which also covers
 * a worker's). A journey that makes the browser refuse something fails.
 */
export interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
  source: string;
}

// One list per test: workers run their tests one after another.
let violations: CspViolation[] = [];
const watched = new WeakSet<BrowserContext>();

const BINDING = '__reportCspViolation';

/** Starts recording the violations of every page (and frame) of the context, now and later. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<CspViolation, 'url'>) => {
    violations.push({ url: page.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  }, BINDING);
  const listen = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content Security Policy/i.test(text)) {
        violations.push({ url: page.url(), directive: 'console', blocked: text.slice(0, 300), source: message.location().url });
      }
    });
  context.pages().forEach(listen);
  context.on('page', listen);
}

/** The violations recorded since the test began. */
export const cspViolations = (): readonly CspViolation[] => violations;

/** For a journey that provokes violations on purpose: hands them over and forgets them. */
export function takeCspViolations(): CspViolation[] {
  const taken = violations;
  violations = [];
  return taken;
}

/** A test starts with no violations recorded. */
export function resetCspViolations(): void {
  violations = [];
}

export function expectNoCspViolations(): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}
