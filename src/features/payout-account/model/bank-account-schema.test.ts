import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bankAccountSchema, birthDateParts } from './bank-account-schema';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const schema = bankAccountSchema(i18n, '2026-11-20');
const problems = (values: Record<string, string>) => v.safeParse(schema, values).issues?.map((issue) => [issue.path?.[0]?.key, issue.message]) ?? [];

describe('the bank account form (000 §5)', () => {
  it('takes a valid IBAN, a holder and a date of birth of someone 18 or older', () => {
    expect(problems({ iban: 'SE45 5000 0000 0583 9825 7466', holderName: 'Erik Lund', birthDate: '1980-04-30' })).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(problems({ iban: 'SE45 5000 0000 0583 9825 7467', holderName: ' ', birthDate: '2010-01-01' })).toEqual([
      ['iban', "This IBAN is not valid. Check it against your bank's details."],
      ['holderName', 'Enter the name of the account holder.'],
      ['birthDate', 'You must be at least 18 years old.'],
    ]);
  });

  it('splits the date of birth into the parts of the account token', () => {
    expect(birthDateParts('1980-04-30')).toEqual({ year: 1980, month: 4, day: 30 });
  });
});
