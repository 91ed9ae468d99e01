import * as v from 'valibot';

export type ImpersonateFieldError = 'user_id_required' | 'user_id_invalid';

/** A user ID is a positive whole number. */
export const impersonateSchema = v.object({
  userId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, ImpersonateFieldError>('user_id_required'),
    v.regex<string, ImpersonateFieldError>(/^[1-9]\d{0,9}$/, 'user_id_invalid'),
    v.transform(Number),
  ),
});

export type ImpersonateInput = v.InferInput<typeof impersonateSchema>;
export type ImpersonateValues = v.InferOutput<typeof impersonateSchema>;
