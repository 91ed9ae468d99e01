import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { failureOf } from './failure';
import { fieldErrorsOf, showFieldErrors, type FieldRefusals } from './form-errors';

interface Values {
  email: string;
  currentPassword: string;
  newPassword: string;
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const REFUSALS: FieldRefusals<keyof Values> = {
  fields: ['email', 'currentPassword', 'newPassword'],
  apiFields: { password: 'newPassword' },
  slugs: { invalid_current_password: { field: 'currentPassword', message: 'The current password is wrong.' } },
  messages: { email: msg`Enter a valid e-mail address.` },
};

function show(error: unknown, refusals: FieldRefusals<keyof Values> = REFUSALS) {
  const setError = vi.fn<UseFormSetError<Values>>();
  const shown = showFieldErrors<Values>(error, setError, i18n, refusals);
  const marks = setError.mock.calls.map(([field, error, options]) => ({ field, message: error.message, focus: options?.shouldFocus }));
  return { ...shown, marks };
}

describe('showFieldErrors: the API\'s refusals on the form\'s fields', () => {
  it('marks every refused field in the form\'s words (given or translated), the first in the form\'s order focused, and leaves nothing for the alert', () => {
    const { marks, marked, rest } = show(new ApiError(422, 'validation_failed', 'Invalid', { password: ['Too weak'], email: ['Invalid e-mail'] }));
    expect(marks).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address.', focus: true },
      { field: 'newPassword', message: 'This value was not accepted.', focus: false },
    ]);
    expect(marked).toEqual(['email', 'newPassword']);
    expect(rest).toBeUndefined();
  });

  it('puts a refusal named by its slug on the field it is about', () => {
    const { marks, rest } = show(new ApiError(422, 'invalid_current_password', 'Wrong password'));
    expect(marks).toEqual([{ field: 'currentPassword', message: 'The current password is wrong.', focus: true }]);
    expect(rest).toBeUndefined();
  });

  it('returns what no field shows: a refusal of the whole form, or fields the form does not have', () => {
    expect(show(new ApiError(429, 'too_many_attempts', 'Slow down'))).toEqual({
      marks: [],
      marked: [],
      rest: { slug: 'too_many_attempts', message: 'Slow down', status: 429 },
    });
    const { marks, rest } = show(new ApiError(422, 'validation_failed', 'Invalid', { email: ['Invalid'], redirectUrl: ['Not allowed'] }));
    expect(marks.map((mark) => mark.field)).toEqual(['email']);
    expect(rest).toEqual({ slug: 'validation_failed', message: 'Invalid', status: 422, fields: { redirectUrl: ['Not allowed'] } });
  });

  it('keeps a slug no field explains for the alert, even when fields came with it', () => {
    const { marked, rest } = show(new ApiError(409, 'invalid_reset_code', 'Expired', { email: ['Unknown'] }));
    expect(marked).toEqual(['email']);
    expect(rest).toEqual({ slug: 'invalid_reset_code', message: 'Expired', status: 409 });
  });

  it('reads a failure a machine kept as it reads the API\'s error, and anything else as a failure for the alert', () => {
    const kept = failureOf(new ApiError(422, 'validation_failed', 'Invalid', { email: ['Invalid'] }));
    expect(show(kept).marks).toEqual([{ field: 'email', message: 'Enter a valid e-mail address.', focus: true }]);
    expect(show(new TypeError('Failed to fetch')).rest).toEqual({ slug: 'network_error', message: 'Failed to fetch' });
  });

  it('says a validation failure without fields for the form', () => {
    expect(show(new ApiError(422, 'validation_failed', 'Invalid'))).toMatchObject({ marked: [], rest: { slug: 'validation_failed' } });
  });

  it('reads the refusals without marking anything, for a failure that arrives from a machine', () => {
    expect(fieldErrorsOf(new ApiError(422, 'validation_failed', 'Invalid', { id: ['Out of range'] }), i18n, { fields: ['userId'], apiFields: { id: 'userId' } })).toEqual({
      errors: [{ field: 'userId', message: 'This value was not accepted.' }],
      rest: undefined,
    });
  });
});
