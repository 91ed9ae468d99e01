import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ValidationErrorsIBAN, electronicFormatIBAN, friendlyFormatIBAN, validateIBAN } from 'ibantools';

/** What is wrong with an IBAN as typed (000 §5, 002 §5: "IBAN format required"). */
export type IbanProblem = 'required' | 'country' | 'length' | 'invalid';

/** The IBAN as banks and the payment provider read it: no spaces, upper case. */
export const electronicIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** Groups of four for reading back (`SE45 5000 0000 0583 9825 7466`). */
export const readableIban = (value: string): string => friendlyFormatIBAN(electronicIban(value)) ?? value;

/**
 * Checked with ibantools: the country's length and format of the account part, and the
 * check digits (mod 97). The first problem the owner can fix is named.
 */
export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = electronicIban(value);
  if (iban === '') return 'required';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'country';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  return 'invalid';
}

export const IBAN_PROBLEM_MESSAGES: Record<IbanProblem, MessageDescriptor> = {
  required: msg`Enter the IBAN of your bank account.`,
  country: msg`An IBAN starts with the two letters of its country, such as SE or DE.`,
  length: msg`This IBAN has the wrong number of characters for its country.`,
  invalid: msg`This IBAN is not valid. Check it against your bank's details.`,
};
