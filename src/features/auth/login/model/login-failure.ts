/** How the login form words an API failure (002 §8), by the error's slug. */
export type LoginFailureKind = 'invalid_credentials' | 'too_many_attempts' | 'generic';

export function loginFailureKind(slug: string | undefined): LoginFailureKind {
  switch (slug) {
    case 'invalid_credentials':
    case 'http_401':
      return 'invalid_credentials';
    case 'too_many_attempts':
    case 'http_429':
      return 'too_many_attempts';
    default:
      return 'generic';
  }
}
