import { describe, expect, it } from 'vitest';
import { campaignFlagAllows, campaignFlagOf, campaignFlagsOf } from './campaign-flags';

describe('campaign flags from the flag service (spec 002 §2.13, issue #25)', () => {
  it('shows the banner for the control arm, not for the new arm, and not when the campaign is off', () => {
    expect(campaignFlagAllows(campaignFlagOf('control'))).toBe(true);
    expect(campaignFlagAllows(campaignFlagOf('new'))).toBe(false);
    expect(campaignFlagAllows(campaignFlagOf('off'))).toBe(false);
  });

  it('takes an unknown variant for the control arm', () => {
    expect(campaignFlagOf('b')).toEqual({ enabled: true, variant: 'control' });
  });

  it('maps both campaigns', () => {
    expect(campaignFlagsOf({ ownerCampaign: 'new', renterCampaign: 'off' })).toEqual({
      'owner-service-fee': { enabled: true, variant: 'new' },
      'renter-first-trip': { enabled: false, variant: 'control' },
    });
  });
});
