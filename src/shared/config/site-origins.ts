import type { SiteId } from '@/shared/i18n/locales';

/**
 * Where each site lives. Production sets VITE_MAIN_ORIGIN and VITE_SWISS_ORIGIN.
 * Without them, `localhost` serves the main site and `127.0.0.1` the Swiss site on
 * the same port, so both can be tried on one dev or preview server.
 */
const DEV_SWISS_HOST = '127.0.0.1';
const DEV_MAIN_HOST = 'localhost';

type PageLocation = { protocol: string; hostname: string; port: string };

// The address of the request the server is rendering (it renders one page at a time).
let serverLocation: PageLocation = { protocol: 'http:', hostname: DEV_MAIN_HOST, port: '5173' };

/** The server names the address it renders a page for: the page's own links then name its host. */
export function setServerLocation(url: URL): void {
  serverLocation = { protocol: url.protocol, hostname: url.hostname, port: url.port };
}

function currentLocation(): PageLocation {
  if (typeof window === 'undefined') return serverLocation;
  return window.location;
}

export function siteOrigin(site: SiteId): string {
  const configured = site === 'swiss' ? import.meta.env.VITE_SWISS_ORIGIN : import.meta.env.VITE_MAIN_ORIGIN;
  if (configured) return String(configured).replace(/\/$/, '');
  const { protocol, port } = currentLocation();
  const host = site === 'swiss' ? DEV_SWISS_HOST : DEV_MAIN_HOST;
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

export function siteOfHost(hostname: string): SiteId {
  const swiss = import.meta.env.VITE_SWISS_ORIGIN ? new URL(String(import.meta.env.VITE_SWISS_ORIGIN)).hostname : DEV_SWISS_HOST;
  if (hostname === swiss || hostname.endsWith('.ch') || hostname.endsWith('.li')) return 'swiss';
  return 'main';
}

export const currentSite = (): SiteId => siteOfHost(currentLocation().hostname);
