/**
 * E-mail addresses spelt out to slip past the at-sign check: "at gmail", "at hotmail",
 * "at icloud" (and the other big free mail services), or a bracketed "(at)", "[at]", "{at}", "<at>".
 */
const SPELT_OUT_EMAIL = /\bat\s*[-_.]?\s*(gmail|hotmail|icloud|outlook|yahoo)\b|[([{<]\s*at\s*[)\]}>]/i;

/**
 * Free text may not carry contact information (002 §5): it is refused when it holds an
 * at-sign or a spelt-out e-mail address. Phone numbers are not named by the spec, and the
 * sandbox API does not refuse them either, so they pass.
 */
export function holdsContactInfo(text: string): boolean {
  return text.includes('@') || text.includes('＠') || SPELT_OUT_EMAIL.test(text);
}
