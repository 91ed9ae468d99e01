import { displayCurrency, useSession } from '@/entities/session';
import { useLocaleInfo } from '@/shared/i18n';
import { usePreferredCurrencyCookie } from '@/shared/lib/preferred-currency';

export function useCurrentCurrency() {
  const { user } = useSession();
  const cookie = usePreferredCurrencyCookie();
  return displayCurrency(user, cookie, useLocaleInfo().country);
}
