import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { failureOf, type Failure } from './failure';

/** The slug of an answer that refuses fields one by one (`Failure.fields`). */
export const VALIDATION_FAILED_SLUG = 'validation_failed';

/** The words for a refused field the form has none of its own for (the API's texts are not translated). */
export const FIELD_NOT_ACCEPTED: MessageDescriptor = msg`This value was not accepted.`;

/** The form's words: translated already, or a message to translate. */
export type FormWords = string | MessageDescriptor;

/** How a form reads the API's refusals: which of them belong to which of its fields, in its own words. */
export interface FieldRefusals<TField extends string> {
  /** The form's fields in the order it shows them (the first one refused gets the focus); an API field of the same name lands on it. */
  fields: readonly TField[];
  /** API field names that are not the form's: `{ id: 'userId' }`. */
  apiFields?: Readonly<Partial<Record<string, TField>>>;
  /** Refusals named by their slug that are about one field: `{ invalid_current_password: { field: 'currentPassword', message } }`. */
  slugs?: Readonly<Partial<Record<string, { field: TField; message: FormWords }>>>;
  /** The form's words for a field the API refused; others get FIELD_NOT_ACCEPTED. */
  messages?: Readonly<Partial<Record<TField, FormWords>>>;
}

/** A refused field with the form's words for it. */
export interface RefusedField<TField extends string> {
  field: TField;
  message: string;
}

export interface FieldErrorsFound<TField extends string> {
  /** The refused fields the form has, in its order. */
  errors: RefusedField<TField>[];
  /**
   * What no field shows, for the form's own alert: the failure (with only the fields the form does
   * not have), or undefined when the refused fields say it all.
   */
  rest: Failure | undefined;
}

/**
 * Reads the API's refusals (an `ApiError`, or a `Failure` a machine kept) for a form: each refused
 * field it has, in its words, and what is left for its alert. Pure: `showFieldErrors` marks them.
 */
export function fieldErrorsOf<TField extends string>(error: unknown, i18n: I18n, refusals: FieldRefusals<TField>): FieldErrorsFound<TField> {
  const failure = failureOf(error);
  const words = (message: FormWords) => (typeof message === 'string' ? message : i18n._(message));
  const messages = new Map<TField, string>();
  const bySlug = refusals.slugs?.[failure.slug];
  if (bySlug) messages.set(bySlug.field, words(bySlug.message));

  const elsewhere: Record<string, string[]> = {};
  for (const [name, texts] of Object.entries(failure.fields ?? {})) {
    const field = refusals.apiFields?.[name] ?? refusals.fields.find((candidate) => candidate === name);
    if (field === undefined) elsewhere[name] = texts;
    else if (!messages.has(field)) messages.set(field, words(refusals.messages?.[field] ?? FIELD_NOT_ACCEPTED));
  }

  const errors = refusals.fields.flatMap((field) => {
    const message = messages.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
  // A slug about a field, or `validation_failed`, is said by the fields once they are all shown.
  const slugShown = bySlug !== undefined || failure.slug === VALIDATION_FAILED_SLUG;
  const unshown = Object.keys(elsewhere).length > 0;
  if (errors.length > 0 && slugShown && !unshown) return { errors, rest: undefined };
  const { fields: _all, ...rest } = failure;
  return { errors, rest: unshown ? { ...rest, fields: elsewhere } : rest };
}

/** Marks the fields (`type: 'server'`), the first one focused; nothing the user typed is touched. */
export function markFieldErrors<TValues extends FieldValues>(setError: UseFormSetError<TValues>, errors: readonly RefusedField<FieldPath<TValues>>[]): void {
  errors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
}

export interface FieldErrorsShown<TField extends string> {
  /** The fields marked, in the form's order. */
  marked: TField[];
  /** What no field shows, for the form's own alert; undefined when the marked fields say it all. */
  rest: Failure | undefined;
}

/**
 * The one bridge from the API's refusals to a react-hook-form form, for a submit handler that
 * caught them: every refused field the form has gets its error in the form's words, the first one
 * in the form's order the focus, and what is left is returned for the form's alert.
 */
export function showFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  i18n: I18n,
  refusals: FieldRefusals<NoInfer<FieldPath<TValues>>>,
): FieldErrorsShown<FieldPath<TValues>> {
  const { errors, rest } = fieldErrorsOf(error, i18n, refusals);
  markFieldErrors(setError, errors);
  return { marked: errors.map(({ field }) => field), rest };
}
