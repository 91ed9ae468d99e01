import type { SessionActor } from '@/entities/session';
import { api, unwrap } from '@/shared/api';
import type { Currency } from '@/shared/config';
import { choosePreferredCurrency } from '@/shared/lib/preferred-currency';

/** The choice is kept in the cookie for visitors, and saved on the account when signed in. */
export async function chooseCurrency(currency: Currency, session: SessionActor | undefined): Promise<void> {
  choosePreferredCurrency(currency);
  const signedIn = session?.getSnapshot().context.session;
  if (!signedIn) return;
  const { data } = await unwrap(api.PUT('/me/preferred-currency', { body: { currency } }));
  session.send({ type: 'USER_UPDATED', user: data });
}
