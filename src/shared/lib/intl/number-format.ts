import { intlAnswer } from './intl-answers';

/** What callers format with: `Intl.NumberFormat`'s `format`, the server's answers first. */
export interface NumberFormatter {
  format(value: number): string;
}

const formatters = new Map<string, NumberFormatter>();

/**
 * A number formatter, made once per locale and options: a page of cards formats the same kinds of
 * numbers dozens of times per render. Its `Intl.NumberFormat` is made at the first number the
 * server did not format (`intlAnswer`): hydrating a server-rendered page makes none.
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): NumberFormatter {
  const key = options ? `number|${locale}|${JSON.stringify(options)}` : `number|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    let intl: Intl.NumberFormat | undefined;
    formatter = { format: (value) => intlAnswer(key, String(value), () => (intl ??= new Intl.NumberFormat(locale, options)).format(value)) };
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the locale's first number formatter in the next task: a client-rendered page is waiting
 * for its chunks then, and later it would block the render that shows the first prices.
 */
export function warmNumberFormat(locale: string, schedule: (task: () => void) => void = nextTask): void {
  schedule(() => {
    numberFormat(locale).format(0);
  });
}

// The next task: at start-up the page then waits for its chunks anyway. An idle callback or a
// background task waited for the first render and landed among its tasks.
function nextTask(task: () => void): void {
  setTimeout(task, 0);
}
