import { Trans } from '@lingui/react/macro';
import { Callout } from '@/shared/ui/callout';

/** The query a logout for an invalid token sends the user to login with (002 §4.1). */
export const AUTH_STATUS_PARAM = 'auth-status';
export const INVALID_JWT_STATUS = 'invalid-jwt';

export const isInvalidJwtLogout = (search: URLSearchParams): boolean => search.get(AUTH_STATUS_PARAM) === INVALID_JWT_STATUS;

/** Shown on the login page or popup after the session was ended for an invalid token (002 §4.1). */
export function InvalidJwtNotice() {
  return (
    <Callout as="p" tone="info" role="status">
      <Trans>You have been automatically logged out. Please log in again.</Trans>
    </Callout>
  );
}
