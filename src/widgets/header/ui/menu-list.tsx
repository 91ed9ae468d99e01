import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { chooseRoleOverride, useSessionActor } from '@/entities/session';
import { ADMIN_SITE_URL, helpCentreUrl } from '@/shared/config';
import { useLocaleInfo, useSite } from '@/shared/i18n';
import { matchRoute, useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { ExternalLink, Link } from '@/shared/ui/link';
import { adminSitePath } from '../model/admin-site-link';
import { isSmallSubMenu, type MenuItem } from '../model/menus';
import * as css from './header.css';
import { useMenuLabels } from './use-menu-labels';

export function MenuList({ items, layout, label }: { items: MenuItem[]; layout: 'row' | 'column'; label?: string }) {
  const { t } = useLingui();
  const labels = useMenuLabels();
  const hrefTo = useLocalizedHref();
  const { language } = useLocaleInfo();
  const site = useSite();
  const { pathname } = useLocation();
  const session = useSessionActor();

  const renderItem = (item: MenuItem) => {
    switch (item.kind) {
      case 'route':
        return (
          <Link to={hrefTo(item.route, item.params)} variant="nav">
            {labels[item.id]}
            {item.badge ? <Badge label={t`${item.badge} new`}>{item.badge}</Badge> : null}
          </Link>
        );
      case 'external':
        return (
          <ExternalLink
            href={item.target === 'help-centre' ? helpCentreUrl(language) : ADMIN_SITE_URL + adminSitePath(matchRoute(pathname, site))}
            variant="nav"
          >
            {labels[item.id]}
          </ExternalLink>
        );
      case 'action':
        return (
          <button
            type="button"
            className={css.menuAction}
            aria-pressed={item.action === 'logout' ? undefined : Boolean(item.pressed)}
            onClick={() => {
              if (item.action === 'logout') session?.send({ type: 'LOGOUT' });
              else chooseRoleOverride(item.action === 'override-owner' ? 'owner' : 'renter');
            }}
          >
            {labels[item.id]}
          </button>
        );
      case 'submenu':
        return (
          <div className={isSmallSubMenu(item.items) ? css.subMenuSmall : css.subMenu}>
            <span className={css.subMenuTitle}>{labels[item.id]}</span>
            <MenuList items={item.items} layout="column" />
          </div>
        );
    }
  };

  return (
    <ul className={layout === 'row' ? css.menuRow : css.menuColumn} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
