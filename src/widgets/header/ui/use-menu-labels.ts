import { useLingui } from '@lingui/react/macro';
import type { MenuItemId } from '../model/guest-menu';

export function useMenuLabels(): Record<MenuItemId, string> {
  const { t } = useLingui();
  return {
    'rent-out': t`Rent out`,
    rent: t`Rent`,
    faq: t`FAQ`,
    magazine: t`Magazine`,
    'sign-up': t`Sign up`,
    login: t`Log in`,
  };
}
