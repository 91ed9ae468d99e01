import type { RouteName } from '@/shared/routing';

export type MenuItemId = 'rent-out' | 'rent' | 'faq' | 'magazine' | 'sign-up' | 'login';

export type MenuItem = { id: MenuItemId; route: RouteName } | { id: MenuItemId; external: 'help-centre' };

/** The guest menu of spec 002 §2.5, in order. Items whose page is not built are left out. */
export const GUEST_MENU: MenuItem[] = [
  { id: 'rent-out', route: 'rent-out' },
  { id: 'rent', route: 'all' },
  { id: 'faq', external: 'help-centre' },
  { id: 'magazine', route: 'magazine' },
  { id: 'sign-up', route: 'sign-up' },
  { id: 'login', route: 'login' },
];
