const cache = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once per locale and options. Making one costs far more than
 * formatting with it (the first loads the locale's data: ≈20 ms on this machine), and a page of
 * cards formats the same kinds of numbers dozens of times per render.
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Makes the locale's first number formatter in the next task. The first
 * `Intl.NumberFormat` of a page loads ICU's number data (40–60 ms on this machine, several times
 * that on a phone); at start-up the page is waiting for its chunks, later it would block the
 * render that shows the first prices.
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
