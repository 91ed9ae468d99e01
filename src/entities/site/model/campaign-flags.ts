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

/** The flags while the flag service has not answered: both campaigns on, in their control arm. */
export const CAMPAIGN_FLAGS: CampaignFlags = {
  'owner-service-fee': { enabled: true, variant: 'control' },
  'renter-first-trip': { enabled: true, variant: 'control' },
};

/** Spec 002 §2.13: loaded, on, and not the `new` variant. */
export const campaignFlagAllows = (flag: CampaignFlag | undefined): boolean => flag !== undefined && flag.enabled && flag.variant !== 'new';

/**
 * A campaign's flag from the flag service's variant (issue #25: `ownerCampaign`, `renterCampaign`):
 * `off` switches the campaign off, `new` is the experiment's new arm, anything else the control arm.
 */
export function campaignFlagOf(variant: string): CampaignFlag {
  if (variant === 'off') return { enabled: false, variant: 'control' };
  return { enabled: true, variant: variant === 'new' ? 'new' : 'control' };
}

/** The flag service's two campaign variants as the banners' flags. */
export const campaignFlagsOf = ({ ownerCampaign, renterCampaign }: { ownerCampaign: string; renterCampaign: string }): CampaignFlags => ({
  'owner-service-fee': campaignFlagOf(ownerCampaign),
  'renter-first-trip': campaignFlagOf(renterCampaign),
});
