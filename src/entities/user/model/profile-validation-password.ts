/** 002 §5 and §9: a password has at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'too-short' | 'no-uppercase' | 'no-lowercase' | 'no-digit';

/**
 * What keeps a password from the rule of 002 §5: "at least 8 characters with an uppercase
 * letter, a lowercase letter and a digit". Letters are A–Z and a–z, as the API counts them,
 * so a password the form accepts is never refused by the server.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('too-short');
  if (!/[A-Z]/.test(password)) problems.push('no-uppercase');
  if (!/[a-z]/.test(password)) problems.push('no-lowercase');
  if (!/\d/.test(password)) problems.push('no-digit');
  return problems;
}

export const isAcceptablePassword = (password: string): boolean => passwordProblems(password).length === 0;
