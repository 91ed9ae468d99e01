import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { IBAN_PROBLEM_MESSAGES, ibanProblem } from '@/entities/payout';
import { BIRTH_DATE_PROBLEM_MESSAGES, birthDateProblem } from '@/entities/user';

export interface BankAccountValues {
  iban: string;
  holderName: string;
  /** `yyyy-MM-dd`; split into year, month and day for the account token (000 §5). */
  birthDate: string;
}

export const HOLDER_REQUIRED_MESSAGE = msg`Enter the name of the account holder.`;
export const BIRTH_DATE_REQUIRED_MESSAGE = msg`Enter your date of birth.`;

/** The form's rules, checked before anything is sent; `today` is the user's calendar day. */
export function bankAccountSchema(i18n: I18n, today: string) {
  return v.object({
    iban: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? ibanProblem(dataset.value) : undefined;
        if (problem) addIssue({ message: i18n._(IBAN_PROBLEM_MESSAGES[problem]) });
      }),
    ),
    holderName: v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(HOLDER_REQUIRED_MESSAGE)), v.maxLength(255)),
    birthDate: v.pipe(
      v.string(),
      v.nonEmpty(i18n._(BIRTH_DATE_REQUIRED_MESSAGE)),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed && dataset.value ? birthDateProblem(dataset.value, today) : undefined;
        if (problem) addIssue({ message: i18n._(BIRTH_DATE_PROBLEM_MESSAGES[problem]) });
      }),
    ),
  });
}

/** `yyyy-MM-dd` as the parts the account token takes. */
export function birthDateParts(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}
