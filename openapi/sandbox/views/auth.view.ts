import type { components } from '@openapi/generated/schema';
import type { TokenPair } from '../rules/tokens';
import type { RouteContext } from '../http/route';
import type { UserRow } from '../store/rows';
import { userView } from './user.view';

type S = components['schemas'];

export function authTokenView(ctx: Pick<RouteContext, 'store' | 'urls'>, user: UserRow, tokens: TokenPair, impersonatedBy: number | null): S['AuthToken'] {
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    tokenType: 'bearer',
    expiresIn: tokens.expiresIn,
    refreshExpiresIn: tokens.refreshExpiresIn,
    user: userView(ctx, user),
    mustAcceptNewTerms: user.mustAcceptNewTerms,
    impersonatedBy,
  };
}
