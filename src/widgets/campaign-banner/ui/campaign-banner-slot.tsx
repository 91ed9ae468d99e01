import { useState } from 'react';
import { CAMPAIGN_BANNER_DELAY_MS, CAMPAIGN_FLAGS, campaignFor, type CampaignFlags, type CampaignId } from '@/entities/site';
import { useLocale } from '@/shared/i18n';
import { readClosedCampaigns, rememberCampaignClosed } from '../model/closed-campaigns';
import { useCampaignViewer, useCurrentRouteName } from '../model/use-campaign-context';
import { useDelayElapsed } from '../model/use-delay-elapsed';
import { OwnerCampaignBanner } from './owner-campaign-banner';
import { RenterCampaignBanner } from './renter-campaign-banner';

export interface CampaignBannerSlotProps {
  /** The campaigns' feature flags; the shipped constant unless a flag service provides them. */
  flags?: CampaignFlags;
}

const BANNERS = { 'owner-service-fee': OwnerCampaignBanner, 'renter-first-trip': RenterCampaignBanner } as const satisfies Record<CampaignId, unknown>;

/**
 * The campaign banner for the current route, locale and role (spec 002 §2.13), shown 2000 ms
 * after the page loads. Closing it sets the banner's cookie, so it stays closed.
 * Goes in the default layout's floating banner slot.
 */
export function CampaignBannerSlot({ flags = CAMPAIGN_FLAGS }: CampaignBannerSlotProps) {
  const routeName = useCurrentRouteName();
  const locale = useLocale();
  const viewer = useCampaignViewer();
  const [closed, setClosed] = useState(() => readClosedCampaigns());
  const delayElapsed = useDelayElapsed(CAMPAIGN_BANNER_DELAY_MS);
  const campaign = campaignFor({ routeName, locale, viewer, flags, isClosed: (id) => closed.has(id) });

  if (!delayElapsed || !campaign) return null;
  const Banner = BANNERS[campaign];
  const close = () => {
    rememberCampaignClosed(campaign);
    setClosed((previous) => new Set([...previous, campaign]));
  };
  return <Banner onClose={close} />;
}
