import { useLingui } from '@lingui/react/macro';
import { useSessionActor } from '@/entities/session';
import { CURRENCIES } from '@/shared/config';
import { useToast } from '@/shared/ui/toast';
import { chooseCurrency } from '../model/choose-currency';
import * as css from './currency-switcher.css';
import { useCurrentCurrency } from './use-current-currency';

export function CurrencyList({ onChoose }: { onChoose?: () => void }) {
  const { t } = useLingui();
  const current = useCurrentCurrency();
  const session = useSessionActor();
  const { toast } = useToast();

  return (
    <ul className={css.list} aria-label={t`Currency`}>
      {CURRENCIES.map((currency) => (
        <li key={currency}>
          <button
            type="button"
            className={css.option}
            aria-pressed={currency === current}
            onClick={() => {
              onChoose?.();
              chooseCurrency(currency, session).catch(() =>
                toast({ title: t`The currency could not be saved to your account`, description: t`Prices are shown in it on this device.`, variant: 'error' }),
              );
            }}
          >
            {currency.toUpperCase()}
          </button>
        </li>
      ))}
    </ul>
  );
}
