import { Trans, useLingui } from '@lingui/react/macro';
import { LocaleList } from '@/features/switch-locale';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Dialog } from '@/shared/ui/dialog';
import { GUEST_MENU } from '../model/guest-menu';
import { MenuLinks } from './menu-links';

/** The links and the languages in a slide-up sheet; loaded on first use. */
export default function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Menu`}>
      <Stack gap="xl">
        <nav aria-label={t`Main menu`}>
          <MenuLinks items={GUEST_MENU} layout="column" />
        </nav>
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
