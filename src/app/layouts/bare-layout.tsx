import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { useLocalizedHref } from '@/shared/routing';
import * as css from './layouts.css';
import { SiteOverlays, TopBanners } from './site-chrome';

/** Just the logo and the page: for focused flows such as logging in. */
export function BareLayout({ children }: { children?: ReactNode }) {
  const hrefTo = useLocalizedHref();
  return (
    <div className={css.shell}>
      <TopBanners />
      <header className={css.bareHeader}>
        <RouterLink to={hrefTo('index')} className={css.bareLogo}>
          Campershare
        </RouterLink>
      </header>
      <main id="main" className={css.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteOverlays />
    </div>
  );
}
