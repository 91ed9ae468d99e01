import { useLingui } from '@lingui/react/macro';
import type { MenuItemId } from '../model/menus';

export function useMenuLabels(): Record<MenuItemId, string> {
  const { t } = useLingui();
  return {
    'getting-started': t`Getting started`,
    'all-vehicles': t`All vehicles`,
    rent: t`Rent`,
    'rent-out': t`Rent out`,
    dashboard: t`Dashboard`,
    bookings: t`Bookings`,
    messages: t`Messages`,
    magazine: t`Magazine`,
    faq: t`FAQ`,
    'sign-up': t`Sign up`,
    login: t`Log in`,
    profile: t`My profile`,
    'my-vehicles': t`My vehicles`,
    'my-vehicle': t`My vehicle`,
    favorites: t`Favorites`,
    reviews: t`My reviews`,
    'payment-methods': t`Payment methods`,
    economy: t`My economy`,
    payouts: t`Payouts`,
    'payout-reports': t`Payout reports`,
    'economy-settings': t`Economy settings`,
    account: t`Manage account`,
    'admin-site': t`Admin site`,
    'login-as-user': t`Log in as user`,
    'view-as-owner': t`View as owner`,
    'view-as-renter': t`View as renter`,
    logout: t`Log out`,
  };
}
