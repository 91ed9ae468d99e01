import { lazy, Suspense, useState } from 'react';
import type { MenuItem } from '../model/menus';
import * as css from './header.css';

const loadPopover = () => import('./profile-menu-popover');
const ProfileMenuPopover = lazy(loadPopover);

/** The signed-in user's menu, named after them; its popup loads on first use. */
export function ProfileMenu({ items, name }: { items: MenuItem[]; name: string }) {
  const [requested, setRequested] = useState(false);
  const trigger = (
    <button
      type="button"
      className={css.profileTrigger}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setRequested(true)}
    >
      {name}
    </button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuPopover items={items} name={name} />
    </Suspense>
  );
}
