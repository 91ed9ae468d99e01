/** Why a social login did not finish, as the callback page words it (002 §8). */
export type SocialFailure = 'denied' | 'missing-code' | 'unknown-provider' | 'not-confirmed' | 'already-connected' | 'generic';

export function socialFailureOf(slug: string | undefined): SocialFailure {
  switch (slug) {
    case 'invalid_credentials':
    case 'http_401':
      return 'not-confirmed';
    case 'social_account_already_connected':
      return 'already-connected';
    default:
      return 'generic';
  }
}
