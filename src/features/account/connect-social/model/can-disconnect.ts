import type { SocialProvider } from '@/entities/session';

export interface LoginMethods {
  connectedProviders?: readonly SocialProvider[];
  /** Absent on users read before the contract had the flag: such accounts have a password. */
  hasPassword?: boolean;
}

/**
 * A social login may go unless it is the account's only way in: no password and no other
 * provider (the API refuses that too, 409 `last_login_method`).
 */
export function canDisconnect(user: LoginMethods, provider: SocialProvider): boolean {
  const connected = user.connectedProviders ?? [];
  if (!connected.includes(provider)) return false;
  return user.hasPassword !== false || connected.some((other) => other !== provider);
}
