import { useLingui } from '@lingui/react/macro';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { MenuItem } from '../model/menus';
import * as css from './header.css';
import { MenuList } from './menu-list';

/** Loaded on first use: it mounts open, in place of the trigger that asked for it. */
export default function ProfileMenuPopover({ items, name }: { items: MenuItem[]; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={css.profileTrigger}>{name}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={css.popover} align="end" sideOffset={8} aria-label={t`Profile menu`}>
          <MenuList items={items} layout="column" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
