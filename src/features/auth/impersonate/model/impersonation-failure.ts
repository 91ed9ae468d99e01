/** Why impersonation did not start or stop, by the API's slug (002 §4.7). */
export type ImpersonationFailure = 'user_not_found' | 'not_allowed' | 'generic';

export function impersonationFailureOf(slug: string | undefined): ImpersonationFailure {
  switch (slug) {
    case 'model_not_found':
    case 'user_not_found':
    case 'http_404':
      return 'user_not_found';
    case 'forbidden':
    case 'impersonation_failed':
    case 'http_403':
      return 'not_allowed';
    default:
      return 'generic';
  }
}
