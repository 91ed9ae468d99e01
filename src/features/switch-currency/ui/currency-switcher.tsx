import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as css from './currency-switcher.css';
import { useCurrentCurrency } from './use-current-currency';

const loadPopover = () => import('./currency-popover');
const CurrencyPopover = lazy(loadPopover);

/** The popup form, above 1150 px; smaller screens list the currencies in the menu. */
export function CurrencySwitcher() {
  const { t } = useLingui();
  const current = useCurrentCurrency();
  const [requested, setRequested] = useState(false);
  const trigger = (
    <button
      type="button"
      className={css.trigger}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setRequested(true)}
    >
      <VisuallyHidden>{t`Currency`} </VisuallyHidden>
      {current.toUpperCase()}
    </button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CurrencyPopover />
    </Suspense>
  );
}
