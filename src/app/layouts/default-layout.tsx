import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CampaignBannerSlot } from '@/widgets/campaign-banner';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { useFooterHidden } from '@/shared/ui/utils';
import * as css from './layouts.css';
import { OnboardingBar, SiteOverlays, TopBanners } from './site-chrome';

/**
 * Header, the campaign bar's place, page and footer (spec 002 §2.4). The campaign bar is part
 * of the first render (its place is held before it shows), so it is not loaded lazily.
 */
export function DefaultLayout({ campaignBanner = <CampaignBannerSlot />, children }: { campaignBanner?: ReactNode; children?: ReactNode }) {
  // Messages pages leave the footer out unless they show an error (002 §2.4, `useHideFooter`).
  const footerHidden = useFooterHidden();
  return (
    <div className={css.shell}>
      <TopBanners />
      <Header />
      <OnboardingBar />
      {campaignBanner}
      <main id="main" className={footerHidden ? css.main : `${css.main} ${css.mainAboveFooter}`} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {!footerHidden && <Footer />}
      <SiteOverlays />
    </div>
  );
}
