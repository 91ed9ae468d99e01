import { checkAccessToken, sessionOfToken } from '../logic/sessions';
import type { UserRow } from '../store/rows';
import type { Store } from '../store/store';
import type { OperationSpec } from '../validation/request-schemas-extraction';
import { ApiError } from './api-error';

export interface Viewer {
  user: UserRow;
  token: string;
  /** The admin's id while an admin acts as this user. */
  impersonatedBy: number | null;
}

const bearerOf = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

const MESSAGES: Readonly<Record<string, string>> = {
  jwt_token_expired: 'Token has expired.',
  jwt_token_invalid: 'Token is invalid.',
  jwt_token_blacklisted: 'Token has been blacklisted.',
};

/**
 * The user behind the request's bearer token. Public operations ignore the token;
 * the others refuse a bad one with the session slugs (002 §4.1: `jwt_token_expired`
 * means refresh and retry), also when the token is optional, so the client renews it.
 */
export function authenticate(store: Store, request: Request, security: OperationSpec['security'], now: Date): Viewer | null {
  if (security === 'none') return null;
  const token = bearerOf(request);
  if (!token) {
    if (security === 'required') throw new ApiError(401, 'token_not_provided', 'Token not provided');
    return null;
  }
  const check = checkAccessToken(store, token, now);
  if (!check.ok) throw new ApiError(401, check.slug, MESSAGES[check.slug] ?? 'Token is invalid.');
  const user = store.users.get(check.userId);
  if (!user || user.deletedAt) throw new ApiError(401, 'jwt_token_invalid', 'The token belongs to no user.');
  return { user, token, impersonatedBy: sessionOfToken(store, token)?.impersonatedBy ?? null };
}

/** The logged-in user of an operation that requires a token (the route has checked it). */
export function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new ApiError(401, 'token_not_provided', 'Token not provided');
  return viewer;
}
