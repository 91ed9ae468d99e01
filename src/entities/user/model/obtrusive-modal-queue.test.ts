import { describe, expect, it } from 'vitest';
import {
  CONTACT_DETAILS_RECONFIRM_DAYS,
  hasCompleteContactDetails,
  needsInsuranceConfirmation,
  obtrusiveModalKey,
  obtrusiveModalQueue,
  type ObtrusiveQueueInput,
  type ObtrusiveUser,
} from './obtrusive-modal-queue';

const NOW = new Date('2026-11-20T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const owner: ObtrusiveUser = {
  role: 'owner',
  firstName: 'Erik',
  lastName: 'Holm',
  email: 'owner@sandbox.test',
  phone: '+46701234567',
  street: 'Storgatan',
  zipCode: '411 38',
  city: 'Göteborg',
  country: 'SE',
  mustAcceptNewTerms: false,
  contactDetailsConfirmedAt: daysAgo(3),
  askedToOptInForOmocomInteriorInsuranceAddon: true,
  isOmocomMarket: true,
  hasBankAccount: true,
  confirmedBookings: 2,
};
const insured = { id: 1, isActive: true, hasPlatformInsurance: true, insuranceCompany: null, gasTankChangeConfirmed: true };
const base: ObtrusiveQueueInput = { user: owner, isImpersonating: false, vehicles: [insured], route: 'index', now: NOW };
const kinds = (input: Partial<Omit<ObtrusiveQueueInput, 'user'>> & { user?: Partial<ObtrusiveUser> }) =>
  obtrusiveModalQueue({ ...base, ...input, user: { ...owner, ...input.user } }).map(obtrusiveModalKey);

describe('obtrusive modals after login (002 §4.3)', () => {
  it('shows nothing for an owner with everything in order', () => {
    expect(kinds({})).toEqual([]);
  });

  it('"Shown in order, not closeable: accept new terms, confirm contact details, opt in to interior insurance, confirm insurance details", then the missing bank account', () => {
    expect(
      kinds({
        user: { mustAcceptNewTerms: true, contactDetailsConfirmedAt: null, askedToOptInForOmocomInteriorInsuranceAddon: false, hasBankAccount: false },
        vehicles: [insured, { id: 2, isActive: true, hasPlatformInsurance: false, insuranceCompany: null }],
      }),
    ).toEqual(['accept-terms', 'confirm-contact-details', 'interior-insurance-opt-in', 'confirm-insurance-details:2', 'missing-bank-account']);
  });

  describe('accept new terms ("not for admins or during impersonation")', () => {
    it('is asked of any role but admins', () => {
      expect(kinds({ user: { mustAcceptNewTerms: true } })).toEqual(['accept-terms']);
      expect(kinds({ user: { role: 'renter', mustAcceptNewTerms: true } })).toEqual(['accept-terms']);
      expect(kinds({ user: { role: 'editor', mustAcceptNewTerms: true } })).toEqual(['accept-terms']);
      expect(kinds({ user: { role: 'admin', mustAcceptNewTerms: true } })).toEqual([]);
    });

    it('is not asked during impersonation, and neither is anything else', () => {
      expect(kinds({ isImpersonating: true, user: { mustAcceptNewTerms: true, contactDetailsConfirmedAt: null, hasBankAccount: false } })).toEqual([]);
    });
  });

  describe('confirm contact details ("owners whose details are complete and re-prompts when the last confirmation is older than about one month")', () => {
    it('asks an owner who never confirmed', () => {
      expect(kinds({ user: { contactDetailsConfirmedAt: null } })).toEqual(['confirm-contact-details']);
    });

    it(`re-prompts after ${CONTACT_DETAILS_RECONFIRM_DAYS} days, not before`, () => {
      expect(kinds({ user: { contactDetailsConfirmedAt: daysAgo(CONTACT_DETAILS_RECONFIRM_DAYS - 1) } })).toEqual([]);
      expect(kinds({ user: { contactDetailsConfirmedAt: daysAgo(CONTACT_DETAILS_RECONFIRM_DAYS + 1) } })).toEqual(['confirm-contact-details']);
    });

    it('skips owners with incomplete details, and renters', () => {
      expect(kinds({ user: { contactDetailsConfirmedAt: null, phone: null } })).toEqual([]);
      expect(kinds({ user: { role: 'renter', contactDetailsConfirmedAt: null } })).toEqual([]);
    });

    it('waits on the profile pages, where the owner corrects them, and so do the modals after it', () => {
      expect(kinds({ user: { contactDetailsConfirmedAt: null }, route: 'profile' })).toEqual([]);
      expect(
        kinds({ user: { mustAcceptNewTerms: true, contactDetailsConfirmedAt: null, askedToOptInForOmocomInteriorInsuranceAddon: false }, route: 'account' }),
      ).toEqual(['accept-terms']);
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false }, route: 'profile' })).toEqual(['interior-insurance-opt-in']);
    });

    it('counts the street or the one-line address', () => {
      expect(hasCompleteContactDetails({ ...owner, street: null, address: 'Storgatan 4' })).toBe(true);
      expect(hasCompleteContactDetails({ ...owner, street: ' ', address: null })).toBe(false);
    });
  });

  describe('opt in to interior insurance', () => {
    it('asks an owner of the Nordic insurer market with a published vehicle on platform insurance, once', () => {
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false } })).toEqual(['interior-insurance-opt-in']);
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false, isOmocomMarket: false } })).toEqual([]);
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false }, vehicles: [{ ...insured, hasPlatformInsurance: false, insuranceCompany: 'Allianz' }] })).toEqual([]);
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false }, vehicles: [{ ...insured, isActive: false }] })).toEqual([]);
    });

    it('waits for the vehicles to load', () => {
      expect(kinds({ user: { askedToOptInForOmocomInteriorInsuranceAddon: false }, vehicles: undefined })).toEqual([]);
    });
  });

  describe('confirm insurance details', () => {
    it('asks for a published vehicle with no cover, or on platform insurance without the gas-tank statement', () => {
      expect(needsInsuranceConfirmation({ id: 1, isActive: true, hasPlatformInsurance: false, insuranceCompany: null })).toBe(true);
      expect(needsInsuranceConfirmation({ ...insured, gasTankChangeConfirmed: false })).toBe(true);
    });

    it('does not ask for drafts, own cover or confirmed platform insurance', () => {
      expect(needsInsuranceConfirmation({ id: 1, isActive: false, hasPlatformInsurance: false, insuranceCompany: null })).toBe(false);
      expect(needsInsuranceConfirmation({ id: 1, isActive: true, hasPlatformInsurance: false, insuranceCompany: 'Allianz' })).toBe(false);
      expect(needsInsuranceConfirmation(insured)).toBe(false);
    });

    it('queues one modal per vehicle', () => {
      const bare = { id: 0, isActive: true, hasPlatformInsurance: false, insuranceCompany: null };
      expect(kinds({ vehicles: [{ ...bare, id: 4 }, { ...bare, id: 9 }] })).toEqual(['confirm-insurance-details:4', 'confirm-insurance-details:9']);
    });
  });

  describe('missing bank account (002 §4.2: "no bank account and with confirmedBookings above zero")', () => {
    it('asks an owner without a bank account who has confirmed bookings', () => {
      expect(kinds({ user: { hasBankAccount: false, confirmedBookings: 1 } })).toEqual(['missing-bank-account']);
      expect(kinds({ user: { hasBankAccount: false, confirmedBookings: 0 } })).toEqual([]);
      expect(kinds({ user: { hasBankAccount: true, confirmedBookings: 5 } })).toEqual([]);
    });

    it('waits on the economy settings page, where the account is added', () => {
      expect(kinds({ user: { hasBankAccount: false }, route: 'economy-settings' })).toEqual([]);
    });
  });

  describe('the select-name modal (ours; 002 §4.5 names it only)', () => {
    const nameless = { firstName: '', lastName: null };
    const selectName = (route: ObtrusiveQueueInput['route'], user: Partial<ObtrusiveUser> = nameless) =>
      obtrusiveModalQueue({ ...base, route, user: { ...owner, ...user } }).find((modal) => modal.kind === 'select-name');

    it('asks a renter or owner without a first or last name, before anything else', () => {
      expect(kinds({ user: { firstName: '  ', mustAcceptNewTerms: true } })).toEqual(['select-name', 'accept-terms']);
      expect(kinds({ user: { role: 'renter', lastName: '' } })[0]).toBe('select-name');
      expect(kinds({ user: { role: 'admin', ...nameless } })).not.toContain('select-name');
      expect(kinds({ user: { role: 'editor', ...nameless } })).not.toContain('select-name');
    });

    it('cannot be closed on the pages that need a name: the booking flow, a booking, the messages', () => {
      for (const route of ['book-about-you', 'book-purchase', 'booking', 'messages'] as const) expect(selectName(route)).toEqual({ kind: 'select-name', required: true });
      for (const route of ['index', 'favorites', 'vehicle'] as const) expect(selectName(route)).toEqual({ kind: 'select-name', required: false });
    });

    it('waits on the profile, whose form asks the name itself', () => {
      expect(kinds({ route: 'profile', user: nameless })).toEqual([]);
    });

    it('is not asked during impersonation', () => {
      expect(obtrusiveModalQueue({ ...base, isImpersonating: true, user: { ...owner, ...nameless } })).toEqual([]);
    });
  });
});
