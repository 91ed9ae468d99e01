import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { useLocaleInfo } from '@/shared/i18n';
import { LazySwitcher } from '@/shared/ui/switcher';

const loadPopover = () => import('./language-popover');
const LanguagePopover = lazy(loadPopover);

/** The popup form of the switcher, used above 1150 px (smaller screens list the locales in the menu). */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  return <LazySwitcher label={t`Language`} current={info.shortName} popover={LanguagePopover} preload={loadPopover} />;
}
