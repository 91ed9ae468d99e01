import { describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/i18n';
import type { RouteName } from '@/shared/routing';
import { CAMPAIGN_FLAGS, campaignFlagAllows, type CampaignFlags, type CampaignId } from './campaign-flags';
import { CAMPAIGN_BANNER_DELAY_MS, campaignClosedCookie, campaignFor, type CampaignContext, type CampaignViewer } from './campaign-rules';

const guest: CampaignViewer = { kind: 'guest' };
const renter: CampaignViewer = { kind: 'user', role: 'renter' };
const owner: CampaignViewer = { kind: 'user', role: 'owner' };

function context(routeName: RouteName, locale: Locale, viewer: CampaignViewer, overrides: Partial<CampaignContext> = {}): CampaignContext {
  return { routeName, locale, viewer, flags: CAMPAIGN_FLAGS, isClosed: () => false, ...overrides };
}

describe('campaign banners (spec 002 §2.13)', () => {
  it('"Banner delay is 2000 ms"', () => {
    expect(CAMPAIGN_BANNER_DELAY_MS).toBe(2000);
  });

  describe('"Owner campaign banner on rent-out routes, only for the at and de locales"', () => {
    it.each<Locale>(['de-AT', 'de'])('shows on rent-out in %s', (locale) => {
      expect(campaignFor(context('rent-out', locale, guest))).toBe('owner-service-fee');
      expect(campaignFor(context('rent-out', locale, owner))).toBe('owner-service-fee');
    });

    it.each<Locale>(['en', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK'])('not in %s', (locale) => {
      expect(campaignFor(context('rent-out', locale, guest))).toBeUndefined();
    });

    it('not on other routes', () => {
      expect(campaignFor(context('login', 'de', guest))).toBeUndefined();
      expect(campaignFor(context('rent-out', 'de', guest, { routeName: undefined }))).toBeUndefined();
    });
  });

  describe('"Renter campaign banner on the index and all routes, not for owners"', () => {
    it.each<RouteName>(['index', 'all'])('shows on %s to guests and renters in every locale', (route) => {
      for (const locale of ['en', 'de', 'sv-SE', 'fr-CH'] as const) {
        expect(campaignFor(context(route, locale, guest))).toBe('renter-first-trip');
        expect(campaignFor(context(route, locale, renter))).toBe('renter-first-trip');
      }
    });

    it('not for owners', () => {
      expect(campaignFor(context('index', 'en', owner))).toBeUndefined();
      expect(campaignFor(context('all', 'de', owner))).toBeUndefined();
    });

    it('waits while the session does not yet say who is looking', () => {
      expect(campaignFor(context('index', 'en', { kind: 'unknown' }))).toBeUndefined();
    });

    it('not on other routes', () => {
      expect(campaignFor(context('rent-out', 'en', renter))).toBeUndefined();
      expect(campaignFor(context('messages', 'en', renter))).toBeUndefined();
    });
  });

  describe('"They show when the feature flag for that campaign is loaded and its variant is not the new one"', () => {
    it('reads the flag', () => {
      expect(campaignFlagAllows({ enabled: true, variant: 'control' })).toBe(true);
      expect(campaignFlagAllows({ enabled: true, variant: 'new' })).toBe(false);
      expect(campaignFlagAllows({ enabled: false, variant: 'control' })).toBe(false);
      expect(campaignFlagAllows(undefined)).toBe(false);
    });

    it('hides a banner whose flag is not loaded, off or on the new variant', () => {
      const cases: CampaignFlags[] = [{}, { 'renter-first-trip': { enabled: false, variant: 'control' } }, { 'renter-first-trip': { enabled: true, variant: 'new' } }];
      for (const flags of cases) expect(campaignFor(context('index', 'en', guest, { flags }))).toBeUndefined();
    });
  });

  describe('"Campaign banners are closeable; closure is remembered in a cookie per banner id"', () => {
    it('a closed banner stays away', () => {
      const isClosed = (id: CampaignId) => id === 'renter-first-trip';
      expect(campaignFor(context('index', 'en', guest, { isClosed }))).toBeUndefined();
      expect(campaignFor(context('rent-out', 'de', guest, { isClosed }))).toBe('owner-service-fee');
    });

    it('each banner has its own cookie', () => {
      expect(campaignClosedCookie('owner-service-fee')).not.toBe(campaignClosedCookie('renter-first-trip'));
      expect(campaignClosedCookie('renter-first-trip')).toMatch(/^[A-Za-z0-9_-]+$/);
    });
  });
});
