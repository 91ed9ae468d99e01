import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { withCatalogs } from '@/shared/i18n';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import * as css from './layouts.css';
import { OnboardingBar, SiteOverlays, TopBanners } from './site-chrome';

const CampaignBannerSlot = lazy(() => withCatalogs(['account'], () => import('@/widgets/campaign-banner'))().then((m) => ({ default: m.CampaignBannerSlot })));

const campaignBanner = (
  <Suspense fallback={null}>
    <CampaignBannerSlot />
  </Suspense>
);

/** Header, page, footer, and a floating slot for campaign banners (spec 002 §2.4). */
export function DefaultLayout({ floatingBanner = campaignBanner, children }: { floatingBanner?: ReactNode; children?: ReactNode }) {
  return (
    <div className={css.shell}>
      <TopBanners />
      <Header />
      <OnboardingBar />
      <main id="main" className={css.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      {floatingBanner && <div className={css.floatingBanner}>{floatingBanner}</div>}
      <SiteOverlays />
    </div>
  );
}
