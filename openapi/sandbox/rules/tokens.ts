/**
 * Sandbox session tokens. They must work in the browser (MSW in Storybook) as well as
 * in Node, so they use no Node modules: a token is `sbx.<base64url JSON claims>.<checksum>`
 * where the checksum is FNV-1a over a fixed sandbox secret and the claims. It detects
 * tampering and typos, which is all a sandbox needs; it is not a security measure.
 */

// 002 §4.1, §9: token max age 3600 s; refresh token 1209600 s (14 days).
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3_600;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 1_209_600;

export interface TokenSettings {
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
}

export const DEFAULT_TOKEN_SETTINGS: TokenSettings = {
  accessTokenLifetimeSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
  refreshTokenLifetimeSeconds: REFRESH_TOKEN_LIFETIME_SECONDS,
};

/** Field names as in the contract's AuthToken. */
export interface TokenPair {
  token: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

export type AccessTokenCheck =
  | { ok: true; userId: number; expiresAt: Date }
  | { ok: false; slug: 'jwt_token_expired' | 'jwt_token_invalid' | 'jwt_token_blacklisted' };

export type RefreshResult = { ok: true; tokens: TokenPair; userId: number } | { ok: false; slug: 'jwt_refresh_failed' };

type TokenKind = 'access' | 'refresh';

interface Claims {
  sub: number;
  kind: TokenKind;
  /** Issued at, epoch milliseconds (so two logins in one second still differ). */
  iat: number;
  /** Expires at, epoch milliseconds. */
  exp: number;
}

const PREFIX = 'sbx';
const SANDBOX_SECRET = 'campershare-sandbox';

function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (encoded: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

function sign(claims: Claims): string {
  const body = toBase64Url(JSON.stringify(claims));
  return `${PREFIX}.${body}.${checksum(`${SANDBOX_SECRET}.${body}`)}`;
}

const isClaims = (value: unknown): value is Claims => {
  const c = value as Partial<Claims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    Number.isInteger(c.sub) &&
    (c.kind === 'access' || c.kind === 'refresh') &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
};

/** The claims of a well-formed token with a matching checksum, else undefined. */
function readClaims(token: string): Claims | undefined {
  const [prefix, body, sum, ...rest] = token.split('.');
  if (prefix !== PREFIX || !body || rest.length > 0 || sum !== checksum(`${SANDBOX_SECRET}.${body}`)) return undefined;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(body));
    return isClaims(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

export function issueTokens(userId: number, now: Date, settings: TokenSettings = DEFAULT_TOKEN_SETTINGS): TokenPair {
  const iat = now.getTime();
  return {
    token: sign({ sub: userId, kind: 'access', iat, exp: iat + settings.accessTokenLifetimeSeconds * 1000 }),
    refreshToken: sign({ sub: userId, kind: 'refresh', iat, exp: iat + settings.refreshTokenLifetimeSeconds * 1000 }),
    expiresIn: settings.accessTokenLifetimeSeconds,
    refreshExpiresIn: settings.refreshTokenLifetimeSeconds,
  };
}

/**
 * Checks a bearer token. A token that is not ours, was altered, or is a refresh token
 * is invalid; a revoked one (logged out) is blacklisted; else it is expired from its
 * expiry moment on. Revocation is checked before expiry: a revoked token is never
 * worth a refresh.
 */
export function verifyAccessToken(token: string, now: Date, revoked: ReadonlySet<string> = new Set()): AccessTokenCheck {
  const claims = readClaims(token);
  if (!claims || claims.kind !== 'access') return { ok: false, slug: 'jwt_token_invalid' };
  if (revoked.has(token)) return { ok: false, slug: 'jwt_token_blacklisted' };
  if (now.getTime() >= claims.exp) return { ok: false, slug: 'jwt_token_expired' };
  return { ok: true, userId: claims.sub, expiresAt: new Date(claims.exp) };
}

/**
 * A new pair for a valid, unexpired, unrevoked refresh token; anything else fails the
 * session. The old tokens stay valid until they expire unless the caller revokes them.
 */
export function refresh(
  refreshToken: string,
  now: Date,
  settings: TokenSettings = DEFAULT_TOKEN_SETTINGS,
  revoked: ReadonlySet<string> = new Set(),
): RefreshResult {
  const claims = readClaims(refreshToken);
  if (!claims || claims.kind !== 'refresh' || revoked.has(refreshToken) || now.getTime() >= claims.exp) {
    return { ok: false, slug: 'jwt_refresh_failed' };
  }
  return { ok: true, userId: claims.sub, tokens: issueTokens(claims.sub, now, settings) };
}
