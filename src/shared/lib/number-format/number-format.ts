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
