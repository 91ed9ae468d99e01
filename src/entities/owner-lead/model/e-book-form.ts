import * as v from 'valibot';
import type { components } from '@/shared/api';
import type { CountryCode, Locale } from '@/shared/i18n';
import { localeCode } from '@/shared/i18n';

type Lead = components['schemas']['Lead'];

export interface EBookValues {
  name: string;
  email: string;
}

export type EBookError = 'email_required' | 'email_invalid' | 'name_too_long';

/** The e-book modal (002 §4.5 "e-book"): the e-mail it is sent to, and a name to greet the reader by (optional). */
export const eBookSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength<string, 255, EBookError>(255, 'name_too_long')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty<string, EBookError>('email_required'), v.email<string, EBookError>('email_invalid'), v.maxLength(254)),
});

/**
 * What `POST /leads` gets: an owner's lead from the e-book (`source: e_book`, a value the contract
 * names), in the page's locale and its site's country. Marketing consent is not asked by the modal,
 * so it is not given: the e-book is the only thing asked for.
 */
export function eBookLeadOf(values: v.InferOutput<typeof eBookSchema>, locale: Locale, country: CountryCode): Lead {
  return {
    email: values.email,
    name: values.name || null,
    source: 'e_book',
    locale: localeCode(locale),
    ...(country === 'GLOBAL' ? {} : { country }),
    consent: false,
  };
}

/** What was typed, kept in the tab until the e-book is sent; the modal opens again after a reload. */
export const E_BOOK_DRAFT_KEY = 'e-book-draft';
