import type { CatalogArea, CatalogLocale, CatalogModule } from './activate-locale';

// One dynamic import per locale and area (the bundler makes each its own chunk, fetched only when
// used), found by a glob so that a new area needs no list of imports of its own. The pseudo-locale
// is for spotting unextracted text in development and Storybook; a production build leaves it out.
// Keys relative to the catalogs' folder (`./de/shell.po`).
const CATALOG_FILES = import.meta.env.DEV
  ? import.meta.glob<CatalogModule>('./*/*.po', { base: '../../../locales' })
  : import.meta.glob<CatalogModule>(['./*/*.po', '!./pseudo/*.po'], { base: '../../../locales' });

export function catalogFile(locale: CatalogLocale, area: CatalogArea | 'shell'): Promise<CatalogModule> {
  const load = CATALOG_FILES[`./${locale}/${area}.po`];
  if (!load) return Promise.reject(new Error(`No ${area} catalog for ${locale}`));
  return load();
}
