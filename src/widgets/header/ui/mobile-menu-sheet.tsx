import { Trans, useLingui } from '@lingui/react/macro';
import { CurrencyList } from '@/features/switch-currency';
import { LocaleList } from '@/features/switch-locale';
import { Dialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import type { MenuItem } from '../model/menus';
import { MenuList } from './menu-list';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  main: MenuItem[];
  profile: MenuItem[];
}

/** The menus, currency and languages in a slide-up sheet; loaded on first use. */
export default function MobileMenuSheet({ open, onOpenChange, main, profile }: Props) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Menu`}>
      <Stack gap="xl">
        <nav aria-label={t`Main menu`}>
          <MenuList items={main} layout="column" />
        </nav>
        {profile.length > 0 && (
          <nav aria-label={t`Profile menu`}>
            <MenuList items={profile} layout="column" />
          </nav>
        )}
        <section aria-labelledby="mobile-menu-currency">
          <Stack gap="md">
            <Heading level={2} size="sm" id="mobile-menu-currency">
              <Trans>Currency</Trans>
            </Heading>
            <CurrencyList onChoose={() => onOpenChange(false)} />
          </Stack>
        </section>
        <section aria-labelledby="mobile-menu-languages">
          <Stack gap="md">
            <Heading level={2} size="sm" id="mobile-menu-languages">
              <Trans>Language</Trans>
            </Heading>
            <LocaleList onChoose={() => onOpenChange(false)} />
          </Stack>
        </section>
      </Stack>
    </Dialog>
  );
}
