import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { useLocalizedHref } from '@/shared/routing';
import { Footer } from '@/widgets/footer';
import * as css from './layouts.css';
import { SiteOverlays, TopBanners } from './site-chrome';

/**
 * The logo, the page and the site's footer: for focused flows such as logging in. No menus, but
 * the same landmarks as every other page (the footer's contentinfo, issue #26).
 */
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
      <main id="main" className={`${css.main} ${css.mainAboveFooter}`} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <SiteOverlays />
    </div>
  );
}
