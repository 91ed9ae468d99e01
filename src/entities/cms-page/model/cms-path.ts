/**
 * The path a CMS page is looked up by (002 §5): byte-order marks stripped and the rest trimmed,
 * then one leading slash, no trailing slash and no empty segments, as the CMS stores paths.
 * Percent-escapes are decoded so `/%C3%BCber` finds `/über`; a broken escape is kept as it is.
 */
export function cleanCmsPath(raw: string): string {
  const cleaned = raw.replace(/\uFEFF/g, '').trim();
  let decoded = cleaned;
  try {
    decoded = decodeURIComponent(cleaned);
  } catch {
    // Not a valid escape sequence: looked up as written (and not found).
  }
  const segments = decoded
    .replace(/\uFEFF/g, '')
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean);
  return `/${segments.join('/')}`;
}

/** The CMS path of a site path: the locale's prefix (`de` for `/de/…`, none for English) left out. */
export function cmsPathOf(pathname: string, localePrefix: string): string {
  const path = cleanCmsPath(pathname);
  if (!localePrefix) return path;
  if (path === `/${localePrefix}`) return '/';
  return path.startsWith(`/${localePrefix}/`) ? path.slice(localePrefix.length + 1) : path;
}

/** A CMS path on the locale's site: its prefix in front (`/de/versicherung`). */
export function sitePathOf(cmsPath: string, localePrefix: string): string {
  if (!localePrefix) return cmsPath;
  return cmsPath === '/' ? `/${localePrefix}` : `/${localePrefix}${cmsPath}`;
}
