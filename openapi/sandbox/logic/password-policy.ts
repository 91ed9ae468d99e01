/** 002 §5: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const MIN_PASSWORD_LENGTH = 8;

export const isAcceptablePassword = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
