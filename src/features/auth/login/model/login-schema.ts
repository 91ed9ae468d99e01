import * as v from 'valibot';

/** Error codes of the login form; the form words them (see `useLoginMessages`). */
export type LoginFieldError = 'email_required' | 'email_invalid' | 'password_required';

export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty<string, LoginFieldError>('email_required'), v.email<string, LoginFieldError>('email_invalid')),
  // The password is checked by the API only: old accounts may predate the current rule (002 §5).
  password: v.pipe(v.string(), v.nonEmpty<string, LoginFieldError>('password_required')),
});

export type LoginValues = v.InferOutput<typeof loginSchema>;
