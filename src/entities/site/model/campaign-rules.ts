import type { components } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import type { RouteName } from '@/shared/routing';
import { campaignFlagAllows, type CampaignFlags, type CampaignId } from './campaign-flags';

type UserRole = components['schemas']['User']['role'];

/** Spec 002 §9: campaign banners appear 2000 ms after the page loads. */
export const CAMPAIGN_BANNER_DELAY_MS = 2000;

/** How long a closed banner stays closed. The spec only says the closure is remembered in a cookie. */
export const CAMPAIGN_CLOSED_COOKIE_DAYS = 365;

/** One cookie per banner id (spec 002 §2.13). */
export const campaignClosedCookie = (id: CampaignId): string => `campaign-banner-closed-${id}`;

/** Who is looking: a guest, a signed-in role, or not known yet while the session restores. */
export type CampaignViewer = { kind: 'guest' } | { kind: 'user'; role: UserRole } | { kind: 'unknown' };

interface CampaignRule {
  routes: readonly RouteName[];
  /** Locales it runs in; every locale when absent. */
  locales?: readonly Locale[];
  excludedRoles?: readonly UserRole[];
}

/**
 * Spec 002 §2.13: the owner campaign runs on the rent-out routes in the at and de locales;
 * the renter campaign on the index and all-vehicles routes, for anyone but owners.
 * Listed in priority order: the first that applies is shown.
 */
export const CAMPAIGN_RULES: Readonly<Record<CampaignId, CampaignRule>> = {
  'owner-service-fee': { routes: ['rent-out'], locales: ['de-AT', 'de'] },
  'renter-first-trip': { routes: ['index', 'all'], excludedRoles: ['owner'] },
};

export interface CampaignContext {
  routeName: RouteName | undefined;
  locale: Locale;
  viewer: CampaignViewer;
  flags: CampaignFlags;
  /** Campaigns whose banner the visitor closed. */
  isClosed: (id: CampaignId) => boolean;
}

export function campaignApplies(id: CampaignId, { routeName, locale, viewer, flags, isClosed }: CampaignContext): boolean {
  const rule = CAMPAIGN_RULES[id];
  if (!routeName || !rule.routes.includes(routeName)) return false;
  if (rule.locales && !rule.locales.includes(locale)) return false;
  if (rule.excludedRoles) {
    // A banner a role must not see waits until the session says who is looking.
    if (viewer.kind === 'unknown') return false;
    if (viewer.kind === 'user' && rule.excludedRoles.includes(viewer.role)) return false;
  }
  return campaignFlagAllows(flags[id]) && !isClosed(id);
}

/** The campaign whose banner the page shows, if any. */
export function campaignFor(context: CampaignContext): CampaignId | undefined {
  return (Object.keys(CAMPAIGN_RULES) as CampaignId[]).find((id) => campaignApplies(id, context));
}
