import { useLingui } from '@lingui/react/macro';
import { SwitcherPopover } from '@/shared/ui/switcher-popover';
import * as css from './currency-switcher.css';
import { CurrencyList } from './currency-list';
import { useCurrentCurrency } from './use-current-currency';

/** Loaded on first use: it mounts open, in place of the trigger that asked for it. */
export default function CurrencyPopover() {
  const { t } = useLingui();
  const current = useCurrentCurrency();
  return (
    <SwitcherPopover label={t`Currency`} current={current.toUpperCase()} contentLabel={t`Choose currency`} contentClassName={css.popover}>
      {(close) => <CurrencyList onChoose={close} />}
    </SwitcherPopover>
  );
}
