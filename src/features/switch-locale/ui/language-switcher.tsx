import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocaleInfo } from '@/shared/i18n';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as css from './language-switcher.css';

const loadPopover = () => import('./language-popover');
const LanguagePopover = lazy(loadPopover);

/**
 * The popup form of the switcher, used above 1150 px (smaller screens list the locales in
 * the menu). The popup and its positioning code load on first hover, focus or click, which
 * keeps them out of the JS every page needs at start.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const info = useLocaleInfo();
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
      <VisuallyHidden>{t`Language`} </VisuallyHidden>
      {info.shortName}
    </button>
  );

  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguagePopover />
    </Suspense>
  );
}
