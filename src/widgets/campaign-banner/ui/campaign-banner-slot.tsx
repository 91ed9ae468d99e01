import { useState, useSyncExternalStore } from 'react';
import { CAMPAIGN_BANNER_DELAY_MS, campaignFlagsOf, campaignFor, type CampaignFlags, type CampaignId } from '@/entities/site';
import { useLocale } from '@/shared/i18n';
import { useFlag } from '@/shared/config';
import { cookieSnapshot, subscribeCookies } from '@/shared/lib/cookies';
import { useCurrentRouteName } from '@/shared/routing';
import { readClosedCampaigns, rememberCampaignClosed } from '../model/closed-campaigns';
import { useCampaignViewer } from '../model/use-campaign-context';
import { useDelayElapsed } from '../model/use-delay-elapsed';
import { OwnerCampaignBanner } from './owner-campaign-banner';
import { RenterCampaignBanner } from './renter-campaign-banner';

export interface CampaignBannerSlotProps {
  /** The campaigns' feature flags; the flag service's `ownerCampaign` and `renterCampaign` unless given. */
  flags?: CampaignFlags;
}

// The cookies are read as the browser has them, but a server-rendered page is hydrated as the
// server saw it (no cookies): the closed banners leave right after, before they would show.
const serverCookies = () => '';

const BANNERS = { 'owner-service-fee': OwnerCampaignBanner, 'renter-first-trip': RenterCampaignBanner } as const satisfies Record<CampaignId, unknown>;

/**
 * The campaign banner for the current route, locale and role (spec 002 §2.13): a slim bar in
 * the page's flow under the header, so it covers nothing (issue #23 point 6). Its place is held
 * from the first render, invisible, and it shows 2000 ms after the page loads: nothing moves
 * when it appears. A saved login whose role is not known yet holds the place too (most users are
 * renters); an owner's place is given back once the session says so. Closing it sets the
 * banner's cookie, so it stays closed.
 */
export function CampaignBannerSlot({ flags: given }: CampaignBannerSlotProps) {
  const ownerCampaign = useFlag('ownerCampaign');
  const renterCampaign = useFlag('renterCampaign');
  const flags = given ?? campaignFlagsOf({ ownerCampaign, renterCampaign });
  const routeName = useCurrentRouteName();
  const locale = useLocale();
  const viewer = useCampaignViewer();
  const cookies = useSyncExternalStore(subscribeCookies, cookieSnapshot, serverCookies);
  const [closedHere, setClosedHere] = useState<ReadonlySet<CampaignId>>(() => new Set());
  const closedByCookie = readClosedCampaigns(cookies);
  const delayElapsed = useDelayElapsed(CAMPAIGN_BANNER_DELAY_MS);
  const isClosed = (id: CampaignId) => closedHere.has(id) || closedByCookie.has(id);
  const campaign = campaignFor({ routeName, locale, viewer, flags, isClosed });
  // While the session restores a saved login, hold the place of the banner a renter would get.
  const held = campaign ?? (viewer.kind === 'unknown' ? campaignFor({ routeName, locale, viewer: { kind: 'guest' }, flags, isClosed }) : undefined);

  if (!held) return null;
  const Banner = BANNERS[held];
  const close = () => {
    rememberCampaignClosed(held);
    setClosedHere((previous) => new Set([...previous, held]));
  };
  return <Banner onClose={close} hidden={!delayElapsed || campaign !== held} />;
}
