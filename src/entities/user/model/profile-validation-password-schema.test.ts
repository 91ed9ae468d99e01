import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './profile-validation-password-schema';

const schema = newPasswordSchema((message: MessageDescriptor) => message.message ?? message.id);
const messages = (value: string) => v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? [];

// 002 §5: "Password: at least 8 characters with an uppercase letter, a lowercase letter and a digit."
describe('new password schema (002 §5)', () => {
  it('accepts a password following the rule, exactly as typed', () => {
    expect(v.parse(schema, ' Camper2026 ')).toBe(' Camper2026 ');
  });

  it('names the first thing the password lacks', () => {
    expect(messages('Cam1')).toEqual(['Use at least 8 characters.']);
    expect(messages('camper2026')).toEqual(['Add an uppercase letter (A–Z).']);
    expect(messages('CAMPER2026')).toEqual(['Add a lowercase letter (a–z).']);
    expect(messages('Campershare')).toEqual(['Add a digit (0–9).']);
  });
});
