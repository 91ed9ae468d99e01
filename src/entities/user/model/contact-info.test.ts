import { describe, expect, it } from 'vitest';
import { holdsContactInfo } from './contact-info';

// 002 §5: "Free text is rejected if it holds an at-sign or common spelt-out e-mail patterns
// (at gmail, at hotmail, at icloud, bracketed at). Contact information is not allowed in free fields."
describe('contact information in free text (002 §5)', () => {
  it('rejects an at-sign', () => {
    expect(holdsContactInfo('Write to sara@example.com')).toBe(true);
    expect(holdsContactInfo('sara @ example')).toBe(true);
  });

  it.each(['sara at gmail', 'sara AT Gmail dot com', 'sara at hotmail.com', 'sara at icloud', 'sara at-gmail'])('rejects the spelt-out "%s"', (text) => {
    expect(holdsContactInfo(text)).toBe(true);
  });

  it.each(['sara(at)example.com', 'sara [at] example.com', 'sara {at} example', 'sara < at > example'])('rejects the bracketed at in "%s"', (text) => {
    expect(holdsContactInfo(text)).toBe(true);
  });

  it.each(['Call me on 070-123 45 67', 'ring +47 912 34 567', '0046701234567', 'tel. (040) 12 34 56', 'my number is 91234567'])('rejects the phone number in "%s" (#23)', (text) => {
    expect(holdsContactInfo(text)).toBe(true);
  });

  it.each([
    'We arrive 12.06.2027 and leave 2027-06-19.',
    'Two adults, two kids aged 4 and 7, for the summer 2026-2027.',
    'We will drive about 1500 km.',
    'We love travelling at Easter with our two kids.',
    'Camping at lakes and in the mountains',
    'That campervan was great',
    'We are a family of four from Göteborg.',
  ])('accepts ordinary text: "%s"', (text) => {
    expect(holdsContactInfo(text)).toBe(false);
  });
});
