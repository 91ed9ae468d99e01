import { useLingui } from '@lingui/react/macro';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as css from './currency-switcher.css';
import { CurrencyList } from './currency-list';
import { useCurrentCurrency } from './use-current-currency';

/** Loaded on first use: it mounts open, in place of the trigger that asked for it. */
export default function CurrencyPopover() {
  const { t } = useLingui();
  const current = useCurrentCurrency();
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={css.trigger}>
        <VisuallyHidden>{t`Currency`} </VisuallyHidden>
        {current.toUpperCase()}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={css.popover} align="end" sideOffset={8} aria-label={t`Choose currency`}>
          <CurrencyList onChoose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
