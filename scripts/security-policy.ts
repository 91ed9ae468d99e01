import { LOCALES, LOCALE_INFO } from '../src/shared/i18n/locales.ts';
import { PAYMENT_ROUTES } from '../src/shared/routing/payment-routes.ts';
import { ROUTE_PATHS } from '../src/shared/routing/route-table.ts';

/**
 * The Content-Security-Policy and the other security headers of the app (issue #21), for the
 * build (meta tag, headers file) and `vite preview` alike. Pure: the same input gives the same
 * policy, so the test reads it and the preview serves exactly what the build wrote.
 */
export interface PolicyInput {
  /** Origins of a real API, content service and session backend (VITE_API_URL, VITE_CONTENT_API_URL, VITE_SESSION_API_URL); none for the sandbox. */
  apiOrigins: readonly string[];
  /** The build pays through Stripe (a publishable key and a real API); the sandbox gateway needs nothing. */
  stripe: boolean;
  /** The build's support chat is the vendor's (VITE_CHAT_APP_ID); the sandbox's stand-in is a file of the build. */
  chat?: boolean;
}

/** Stripe's own list for Stripe.js and the Payment Element (docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/**
 * Intercom's list for its Messenger, the support chat's vendor (intercom.com/help/en/articles/3894,
 * "source allowlisting"). Images need nothing more: img-src already allows any https host.
 */
export const CHAT_SOURCES = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://via.intercom.io', 'https://api.intercom.io', 'https://api.au.intercom.io', 'https://api.eu.intercom.io',
    'https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io', 'https://api-iam.au.intercom.io', 'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com', 'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io', 'wss://nexus-websocket-a.intercom.io', 'https://nexus-websocket-b.intercom.io', 'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io', 'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io', 'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com', 'https://uploads.intercomcdn.eu', 'https://uploads.au.intercomcdn.com', 'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://fast.wistia.net'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
  form: ['https://intercom.help', 'https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io', 'https://api-iam.au.intercom.io'],
} as const;

type Directives = Record<string, string[]>;

function directives({ apiOrigins, chat: hasChat = false }: PolicyInput, payments: boolean): Directives {
  const stripe = (kind: keyof typeof STRIPE_SOURCES) => (payments ? [...STRIPE_SOURCES[kind]] : []);
  // The chat can be opened from any page's footer, so its hosts are in every page's policy.
  const chat = (kind: keyof typeof CHAT_SOURCES) => (hasChat ? [...CHAT_SOURCES[kind]] : []);
  const frames = [...stripe('frame'), ...chat('frame')];
  return {
    'default-src': ["'self'"],
    // No inline script and no eval: only the build's own files (and Stripe.js where payments load,
    // the chat vendor's script where the build has one).
    'script-src': ["'self'", ...stripe('script'), ...chat('script')],
    // React sets styles through the CSSOM, which CSP does not govern; Radix's scroll lock and the
    // map insert <style> elements whose text changes at run time, so they cannot be hashed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Vehicle photos may come from the API's image host; images cannot run code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", ...chat('font')],
    'connect-src': ["'self'", ...apiOrigins, ...stripe('connect'), ...chat('connect')],
    ...(hasChat ? { 'media-src': ["'self'", ...chat('media')] } : {}),
    // The map's worker is a file of the build; the service worker too.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...chat('form')],
  };
}

const serialize = (entries: Directives) =>
  Object.entries(entries)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The policy of a document. `frame-ancestors` works only as a header (a meta tag's is ignored and
 * logged), so the meta variant leaves it out; the header keeps other sites from framing the app.
 */
export function contentSecurityPolicy(input: PolicyInput, { payments = false, meta = false }: { payments?: boolean; meta?: boolean } = {}): string {
  const policy = directives(input, payments && input.stripe);
  return meta ? serialize(policy) : `${serialize(policy)}; frame-ancestors 'none'`;
}

/** Headers every response gets besides the policy. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing here uses the camera, microphone, location or USB; payment stays for Stripe's wallets.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
  // Popups stay possible for the payment provider's wallets and 3-D Secure pages.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Every localised path of the payment pages on both sites, as host path patterns (`/de/fahrzeuge/:id/buchen/bezahlen`). */
export function paymentPathPatterns(): string[] {
  const patterns = new Set<string>();
  for (const locale of LOCALES) {
    const { prefix, language } = LOCALE_INFO[locale];
    for (const route of PAYMENT_ROUTES) patterns.add(`${prefix ? `/${prefix}` : ''}/${ROUTE_PATHS[route][language]}`);
  }
  return [...patterns].sort();
}

const patternRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`);

/** Whether a page at `pathname` loads payments. */
export function isPaymentPath(pathname: string): boolean {
  return paymentPathPatterns().some((pattern) => patternRegExp(pattern).test(pathname));
}

/** The headers of a response for `pathname`: the payment pages' policy allows Stripe in a Stripe build. */
export function securityHeadersFor(pathname: string, input: PolicyInput): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(input, { payments: isPaymentPath(pathname) }), ...STATIC_SECURITY_HEADERS };
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages): every path gets the headers; in a Stripe build
 * the payment pages detach the general policy (`! Content-Security-Policy`, Cloudflare's syntax)
 * and get the one that allows Stripe.
 */
export function headersFile(input: PolicyInput): string {
  const lines = ['# Written by the build (scripts/security-headers.ts); vite preview serves the same.', '/*'];
  for (const [name, value] of Object.entries(securityHeadersFor('/', input))) lines.push(`  ${name}: ${value}`);
  if (input.stripe) {
    for (const pattern of paymentPathPatterns()) {
      lines.push(pattern, '  ! Content-Security-Policy', `  Content-Security-Policy: ${contentSecurityPolicy(input, { payments: true })}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The origin of a configured URL, or none for an empty or relative one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
