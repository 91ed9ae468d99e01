import { useLingui } from '@lingui/react/macro';
import { useLocaleInfo } from '@/shared/i18n';
import { SwitcherPopover } from '@/shared/ui/switcher-popover';
import * as css from './language-switcher.css';
import { LocaleList } from './locale-list';

/** Loaded on first use: it mounts open, in place of the trigger that asked for it. */
export default function LanguagePopover() {
  const { t } = useLingui();
  const info = useLocaleInfo();
  return (
    <SwitcherPopover label={t`Language`} current={info.shortName} contentLabel={t`Choose language`} contentClassName={css.popover}>
      {(close) => <LocaleList onChoose={close} />}
    </SwitcherPopover>
  );
}
