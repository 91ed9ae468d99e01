import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { Container } from '@/shared/ui/container';
import * as css from './layouts.css';
import { SiteOverlays, TopBanners } from './site-chrome';

/** The magazine keeps the site header and footer and adds its own navigation bar. */
export function MagazineLayout({ navigation, children }: { navigation?: ReactNode; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={css.shell}>
      <TopBanners />
      <Header />
      {navigation && (
        <nav className={css.magazineNav} aria-label={t`Magazine sections`}>
          <Container>{navigation}</Container>
        </nav>
      )}
      <main id="main" className={`${css.main} ${css.mainAboveFooter}`} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <SiteOverlays />
    </div>
  );
}
