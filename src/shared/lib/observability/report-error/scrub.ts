/**
 * Keeps personal data and secrets out of what leaves for the error service (issue #25): e-mail
 * addresses, phone numbers, tokens and card numbers in any text, and whatever sits under a key that
 * names such a thing; URLs lose their query and fragment (a search or a reset link carries them).
 */
const FILTERED = '[Filtered]';

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
/** A JWT (three base64url parts, the first a JSON header) or the sandbox's `sbx.<claims>.<check>` token. */
const TOKEN = /\b(?:eyJ[\w-]+\.[\w-]+\.[\w-]+|sbx\.[\w-]+\.[\w-]+)/g;
/** International phone numbers (a + and 7 to 15 digits, spaced as people write them). */
const PHONE = /\+\d(?:[\s().-]?\d){6,14}/g;
/** 13 to 19 digits, spaced or not: a card number when its Luhn sum says so (timestamps and ids pass). */
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;

const SENSITIVE_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|e-?mail|phone|mobile|(first|last|full|display|user)_?name|card|cvc|cvv|iban|ssn|social_?security|birth|street|address$|post_?code|zip/i;
const URL_KEY = /^(url|from|to|href)$/i;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(BEARER, 'Bearer [token]')
    .replace(TOKEN, '[token]')
    .replace(PHONE, '[phone]')
    .replace(DIGIT_RUN, (run) => (luhn(run.replace(/\D/g, '')) ? '[card]' : run));
}

/** An address without its query and fragment; text that is not a URL is scrubbed as text. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut === -1 ? url : url.slice(0, cut));
}

/** A deep copy with every text scrubbed and every sensitive key's value filtered. */
export function scrubValue(value: unknown, key = '', depth = 0): unknown {
  if (depth > 12) return FILTERED;
  if (key && SENSITIVE_KEY.test(key)) return value === undefined || value === null ? value : FILTERED;
  if (typeof value === 'string') return URL_KEY.test(key) ? scrubUrl(value) : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, '', depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([entryKey, entry]) => [entryKey, scrubValue(entry, entryKey, depth + 1)]));
  }
  return value;
}
