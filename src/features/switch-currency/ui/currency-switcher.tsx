import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { LazySwitcher } from '@/shared/ui/switcher';
import { useCurrentCurrency } from './use-current-currency';

const loadPopover = () => import('./currency-popover');
const CurrencyPopover = lazy(loadPopover);

/** The popup form, above 1150 px; smaller screens list the currencies in the menu. */
export function CurrencySwitcher() {
  const { t } = useLingui();
  const current = useCurrentCurrency();
  return <LazySwitcher label={t`Currency`} current={current.toUpperCase()} popover={CurrencyPopover} preload={loadPopover} />;
}
