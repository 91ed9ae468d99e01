/**
 * E-mail addresses spelt out to slip past the at-sign check: "at gmail", "at hotmail",
 * "at icloud" (and the other big free mail services), or a bracketed "(at)", "[at]", "{at}", "<at>".
 */
const SPELT_OUT_EMAIL = /\bat\s*[-_.]?\s*(gmail|hotmail|icloud|outlook|yahoo)\b|[([{<]\s*at\s*[)\]}>]/i;

/** A run of digits with the separators phone numbers are written with, optionally after + or 00. */
const DIGIT_RUN = /(?:\+|\b00)?\d[\d\s()./-]{5,}\d/g;
/** Dates and year ranges look like digit runs too: "12.06.2027", "2027-06-12", "2026-2027". */
const DATE_LIKE = /^(\d{1,4}[-./]\d{1,2}[-./]\d{2,4}|\d{4}\s*[-/]\s*\d{4})$/;
/** The shortest national numbers of the product's countries have 8 digits (NO, DK); with a + or 00 prefix, 7. */
const MIN_PHONE_DIGITS = 8;

function holdsPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const run = match[0].trim();
    if (DATE_LIKE.test(run)) continue;
    const digits = run.replace(/\D/g, '').length;
    const prefixed = run.startsWith('+') || run.startsWith('00');
    if (digits >= (prefixed ? MIN_PHONE_DIGITS - 1 : MIN_PHONE_DIGITS)) return true;
  }
  return false;
}

/**
 * Free text may not carry contact information (002 §5): it is refused when it holds an
 * at-sign or a spelt-out e-mail address, and (#23: "contact information is not allowed in
 * free fields") a phone number — 8 digits or more, or 7 after + or 00 — but not a date.
 */
export function holdsContactInfo(text: string): boolean {
  return text.includes('@') || text.includes('＠') || SPELT_OUT_EMAIL.test(text) || holdsPhoneNumber(text);
}
