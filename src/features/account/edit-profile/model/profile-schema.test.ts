import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as phoneRules from '@/entities/user/model/profile-validation-phone';
import { COMPLETE_PROFILE } from '@/shared/test';
import { ALL_PROFILE_FIELDS, type ProfileFormValues } from './profile-fields';
import { profileSchema } from './profile-schema';

const translate = (message: MessageDescriptor) => message.message ?? message.id;
const TODAY = '2026-06-15';

const valid: ProfileFormValues = {
  ...COMPLETE_PROFILE,
  phone: '070 123 45 67',
  organizationName: 'Lindqvist Camping AB',
  organizationNumber: '556677-8899',
  aboutMe: '',
};

function problems(values: Partial<ProfileFormValues>, fields = ALL_PROFILE_FIELDS) {
  const result = v.safeParse(profileSchema(fields, translate, TODAY, phoneRules), { ...valid, ...values }, { abortPipeEarly: false });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]).reverse());
}

// 002 §5: "All profile form fields are mandatory ..." with the rules for names, phone, postal code and birthday.
describe('profile schema (002 §5)', () => {
  it('accepts a complete, valid profile', () => {
    expect(problems({})).toEqual({});
  });

  it('requires every field it checks', () => {
    const blank = Object.fromEntries(ALL_PROFILE_FIELDS.map((field) => [field, ''])) as ProfileFormValues;
    expect(Object.keys(problems(blank)).sort()).toEqual(ALL_PROFILE_FIELDS.filter((field) => field !== 'aboutMe').sort());
    expect(problems({ city: '   ' })).toEqual({ city: 'This field is required.' });
  });

  it('applies the name, postal code and birthday rules', () => {
    expect(problems({ firstName: 'Sara1', organizationName: 'Camping #1' })).toEqual({
      firstName: "Use letters, spaces and - ' & . + only.",
      organizationName: "Use letters, spaces and - ' & . + only.",
    });
    expect(problems({ zipCode: '1A120' })).toEqual({ zipCode: 'Enter a postal code such as 123 45 or SE-123 45.' });
    expect(problems({ birthDate: '2010-01-01' })).toEqual({ birthDate: 'You must be at least 18 years old.' });
  });

  it('reads the phone in the chosen country and reports "phone is not mobile" on the phone', () => {
    expect(problems({ phone: '08 123 456 78' })).toEqual({ phone: 'This phone number is not a mobile number.' });
    expect(problems({ phone: '412 34 567' })).toEqual({ phone: 'Enter a valid phone number for the country you chose, or start it with its country code.' });
    expect(problems({ phone: '412 34 567', country: 'NO' })).toEqual({});
  });

  it('checks only the fields it is given', () => {
    expect(problems({ firstName: '', phone: 'x' }, ['city', 'state'])).toEqual({});
  });

  it('keeps "about me" optional, at most 500 characters and free of contact information', () => {
    expect(problems({ aboutMe: 'We love the fjords and travel with two kids.' })).toEqual({});
    expect(problems({ aboutMe: 'x'.repeat(500) })).toEqual({});
    expect(problems({ aboutMe: 'x'.repeat(501) })).toEqual({ aboutMe: 'Write at most 500 characters.' });
    for (const text of ['Mail anna@example.com', 'anna at gmail', 'anna (at) example.com']) {
      expect(problems({ aboutMe: text })).toEqual({ aboutMe: 'Leave out e-mail addresses and other contact details.' });
    }
  });
});
