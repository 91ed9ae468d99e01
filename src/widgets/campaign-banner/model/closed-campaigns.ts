import { CAMPAIGN_CLOSED_COOKIE_DAYS, CAMPAIGN_IDS, campaignClosedCookie, type CampaignId } from '@/entities/site';
import { cookieSnapshot, readCookie, writeCookie } from '@/shared/lib/cookies';

/** The campaigns whose banner this browser closed, one cookie per banner id (spec 002 §2.13). */
export function readClosedCampaigns(cookies: string = cookieSnapshot()): ReadonlySet<CampaignId> {
  return new Set(CAMPAIGN_IDS.filter((id) => readCookie(campaignClosedCookie(id), cookies) === '1'));
}

export function rememberCampaignClosed(id: CampaignId): void {
  writeCookie(campaignClosedCookie(id), '1', CAMPAIGN_CLOSED_COOKIE_DAYS);
}
