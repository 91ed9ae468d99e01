/**
 * What the page needs after the e-ID provider sends the user back (the redirect URI carries no
 * query of our own): the `state` sent with the authorize URL and where the user came from (the
 * booking flow's step). Kept for this tab only.
 */
const KEY = 'campershare:eid-round-trip';

export interface EidRoundTrip {
  state: string;
  returnTo: string | null;
}

export function beginEidRoundTrip(returnTo: string | null): string {
  const state = crypto.randomUUID();
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ state, returnTo } satisfies EidRoundTrip));
  } catch {
    // Storage refused (private mode): the answer then carries a state this tab does not know, and is refused.
  }
  return state;
}

export function readEidRoundTrip(): EidRoundTrip | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<EidRoundTrip> | null;
    return saved && typeof saved.state === 'string' ? { state: saved.state, returnTo: typeof saved.returnTo === 'string' ? saved.returnTo : null } : null;
  } catch {
    return null;
  }
}
