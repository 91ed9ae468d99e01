import { useLingui } from '@lingui/react/macro';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useLocaleInfo } from '@/shared/i18n';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as css from './language-switcher.css';
import { LocaleList } from './locale-list';

/** Loaded on first use: it mounts open, in place of the trigger that asked for it. */
export default function LanguagePopover() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  const [open, setOpen] = useState(true);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={css.trigger}>
        <VisuallyHidden>{t`Language`} </VisuallyHidden>
      {info.shortName}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={css.popover} align="end" sideOffset={8} aria-label={t`Choose language`}>
          <LocaleList onChoose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
