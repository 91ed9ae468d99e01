import { describe, expect, it } from 'vitest';
import { hasCompleteProfile, mayHandleDepositThemselves, missingToAnswerRequests, type OwnerReadinessFacts } from './owner-readiness';

const owner = (patch: Partial<OwnerReadinessFacts> = {}): OwnerReadinessFacts => ({
  firstName: 'Erik',
  lastName: 'Nilsson',
  street: 'Storgatan',
  houseNumber: '12',
  zipCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  phone: '+46701234567',
  birthDate: '1980-05-01',
  gender: 'male',
  isOrganization: false,
  isIdVerified: true,
  isConsideredSwiss: false,
  ...patch,
});

describe('a complete profile (002 §5: every field mandatory)', () => {
  it('needs every personal, address and contact field, but no state', () => {
    expect(hasCompleteProfile(owner())).toBe(true);
    expect(hasCompleteProfile(owner({ houseNumber: '' }))).toBe(false);
    expect(hasCompleteProfile(owner({ phone: null }))).toBe(false);
    expect(hasCompleteProfile(owner({ gender: '  ' }))).toBe(false);
  });
  it("needs an organisation's name and number only for an organisation", () => {
    expect(hasCompleteProfile(owner({ isOrganization: true, organizationName: 'Nilsson AB', organizationNumber: null }))).toBe(false);
    expect(hasCompleteProfile(owner({ isOrganization: true, organizationName: 'Nilsson AB', organizationNumber: '556677-8899' }))).toBe(true);
  });
});

describe('what an owner lacks before answering a request (002 §4.4, 001 §6)', () => {
  it('lets a verified owner with a complete profile answer', () => {
    expect(missingToAnswerRequests(owner())).toEqual([]);
  });
  it('asks for the profile first, then the ID', () => {
    expect(missingToAnswerRequests(owner({ city: '', isIdVerified: false }))).toEqual(['profile', 'id-verification']);
    expect(missingToAnswerRequests(owner({ isIdVerified: false }))).toEqual(['id-verification']);
    expect(missingToAnswerRequests(owner({ lastName: null }))).toEqual(['profile']);
  });
  it('does not ask an owner considered Swiss for the ID (001 §5)', () => {
    expect(missingToAnswerRequests(owner({ isIdVerified: false, isConsideredSwiss: true, country: 'CH' }))).toEqual([]);
  });
});

describe('handling the deposit yourself (001 §5)', () => {
  it('requires a verified ID, also of an owner considered Swiss', () => {
    expect(mayHandleDepositThemselves({ isIdVerified: true })).toBe(true);
    expect(mayHandleDepositThemselves({ isIdVerified: false })).toBe(false);
  });
});
