/** The site's campaigns (spec 002 §2.13), each with a banner of its own. */
export const CAMPAIGN_IDS = ['owner-service-fee', 'renter-first-trip'] as const;
export type CampaignId = (typeof CAMPAIGN_IDS)[number];

/**
 * A campaign's feature flag as a flag or experiment service would report it. `new` is the
 * experiment arm that gets the new experience instead of the banner (spec 002 §2.13: banners
 * show "when the feature flag for that campaign is loaded and its variant is not the new one").
 */
export interface CampaignFlag {
  enabled: boolean;
  variant: 'control' | 'new';
}

/** Flags by campaign; a campaign missing here counts as not loaded yet. */
export type CampaignFlags = Partial<Readonly<Record<CampaignId, CampaignFlag>>>;

/**
 * The flags as shipped. This constant is where a feature-flag or experiment service plugs in:
 * replace it with the service's answer (same shape) and pass that to the banner slot's `flags`.
 */
export const CAMPAIGN_FLAGS: CampaignFlags = {
  'owner-service-fee': { enabled: true, variant: 'control' },
  'renter-first-trip': { enabled: true, variant: 'control' },
};

/** Spec 002 §2.13: loaded, on, and not the `new` variant. */
export const campaignFlagAllows = (flag: CampaignFlag | undefined): boolean => flag !== undefined && flag.enabled && flag.variant !== 'new';
