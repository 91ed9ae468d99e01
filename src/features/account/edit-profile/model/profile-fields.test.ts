import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/entities/user';
import * as phoneRules from '@/entities/user/model/profile-validation-phone';
import { COMPLETE_PROFILE, userOf } from '@/shared/test';
import { ALL_PROFILE_FIELDS, missingProfileFields, profileFieldsOf, toUserUpdate, valuesFromUser } from './profile-fields';

const complete: CurrentUser = userOf('renter', COMPLETE_PROFILE);

// 002 §5: "All profile form fields are mandatory: first name, last name, city, country, state,
// street, house number, zip, phone, birth date, gender; organisation name and number for organisations."
describe('profile fields (002 §5)', () => {
  it('asks everyone for the eleven personal fields, organisations for two more, renters also "about me"', () => {
    const owner = { ...complete, role: 'owner' as const };
    expect(profileFieldsOf(owner)).toHaveLength(11);
    expect(profileFieldsOf({ ...owner, isOrganization: true })).toEqual(ALL_PROFILE_FIELDS.filter((field) => field !== 'aboutMe'));
    expect(profileFieldsOf(complete)).toEqual([...profileFieldsOf(owner), 'aboutMe']);
    expect(profileFieldsOf({ ...complete, isOrganization: true })).toEqual(ALL_PROFILE_FIELDS);
  });

  it('never counts the optional "about me" as missing, but offers it to a renter with something missing', () => {
    expect(missingProfileFields({ ...complete, aboutMe: null })).toEqual([]);
    expect(missingProfileFields({ ...complete, city: null })).toEqual(['city', 'aboutMe']);
    expect(missingProfileFields({ ...complete, role: 'owner', city: null })).toEqual(['city']);
  });

  it('finds nothing missing in a complete profile', () => {
    expect(missingProfileFields(complete)).toEqual([]);
  });

  it('lists blank fields as missing, and the country with a missing phone', () => {
    expect(missingProfileFields({ ...complete, state: null, city: '  ' })).toEqual(['city', 'state', 'aboutMe']);
    expect(missingProfileFields({ ...complete, phone: null })).toEqual(['country', 'phone', 'aboutMe']);
    expect(missingProfileFields({ ...complete, isOrganization: true, organizationName: 'Camping AB' })).toEqual(['organizationNumber', 'aboutMe']);
  });

  it('sends the shown fields the way the API stores them', () => {
    const values = { ...valuesFromUser(complete, phoneRules), firstName: ' Zoë ', lastName: 'O’Brien', zipCode: 'se-111 20', phone: '070-123 45 67', city: ' Lund ', aboutMe: ' Two kids, one dog. ' };
    expect(toUserUpdate(values, ['firstName', 'lastName', 'zipCode', 'phone', 'city', 'aboutMe'], phoneRules)).toEqual({
      aboutMe: 'Two kids, one dog.',
      firstName: 'Zoë',
      lastName: "O'Brien",
      zipCode: 'SE-111 20',
      phone: '+46701234567',
      city: 'Lund',
    });
  });

  it('shows a stored phone internationally', () => {
    expect(valuesFromUser(complete, phoneRules).phone).toBe('+46 70 123 45 67');
    expect(valuesFromUser({ ...complete, phone: null, gender: null }, phoneRules).gender).toBe('');
  });
});
