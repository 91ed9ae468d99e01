import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import * as css from './layouts.css';

/** Header, page, footer, and a floating slot for campaign banners (spec 002 §2.4). */
export function DefaultLayout({ floatingBanner, children }: { floatingBanner?: ReactNode; children?: ReactNode }) {
  return (
    <div className={css.shell}>
      <Header />
      <main id="main" className={css.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      {floatingBanner && <div className={css.floatingBanner}>{floatingBanner}</div>}
    </div>
  );
}
