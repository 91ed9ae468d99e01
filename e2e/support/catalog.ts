import { readdirSync, readFileSync } from 'node:fs';
import { parsePo } from '../../scripts/po-file.mjs';

const cache = new Map<string, Map<string, string>>();

/** The translation a locale's catalog holds for an English source message. */
export function translation(locale: string, message: string): string {
  let entries = cache.get(locale);
  if (!entries) {
    const read = (catalog: string) => parsePo(readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8'));
    const catalogs = readdirSync(new URL(`../../locales/${locale}/`, import.meta.url)).filter((file) => file.endsWith('.po')).map((file) => file.slice(0, -'.po'.length));
    entries = new Map(catalogs.flatMap((catalog) => [...read(catalog)]));
    cache.set(locale, entries);
  }
  const value = entries.get(message);
  if (!value) throw new Error(`${locale} has no translation of "${message}"`);
  return value;
}
