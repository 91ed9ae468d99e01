/** The query the provider's account link comes back with (`refreshUrl`, `returnUrl`); it leaves the address once read. */
export const RETURN_PARAM = 'stripe';
export type AccountLinkReturn = 'return' | 'refresh';

export function accountLinkReturnOf(search: URLSearchParams): AccountLinkReturn | undefined {
  const value = search.get(RETURN_PARAM);
  return value === 'return' || value === 'refresh' ? value : undefined;
}
