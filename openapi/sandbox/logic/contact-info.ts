/**
 * 002 §5: free text is refused when it holds an at-sign or a spelt-out e-mail address
 * ("at gmail", "at hotmail", "at icloud", "(at)", "[at]"). Phone numbers are not named
 * by the spec, so they are not checked.
 */
const SPELT_OUT_EMAIL = /\b(at|@)\s*(gmail|hotmail|icloud|outlook|yahoo)\b|[([{]\s*at\s*[)\]}]/i;

export const holdsContactInfo = (text: string): boolean => text.includes('@') || SPELT_OUT_EMAIL.test(text);
