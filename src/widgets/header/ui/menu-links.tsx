import { helpCentreUrl } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { ExternalLink, Link } from '@/shared/ui/link';
import type { MenuItem } from '../model/guest-menu';
import * as css from './header.css';
import { useMenuLabels } from './use-menu-labels';

export function MenuLinks({ items, layout }: { items: MenuItem[]; layout: 'row' | 'column' }) {
  const labels = useMenuLabels();
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const { language } = useLocaleInfo();
  const shown = items.filter((item) => !('route' in item) || isAvailable(item.route));

  return (
    <ul className={layout === 'row' ? css.menuRow : css.menuColumn}>
      {shown.map((item) => (
        <li key={item.id}>
          {'route' in item ? (
            <Link to={hrefTo(item.route)} variant="nav">
              {labels[item.id]}
            </Link>
          ) : (
            <ExternalLink href={helpCentreUrl(language)} variant="nav">
              {labels[item.id]}
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
