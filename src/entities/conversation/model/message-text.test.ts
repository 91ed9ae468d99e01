import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageTextProblem, messageTextWarning } from './message-text';

// 002 §2.9: "free text holds no contact information"; 002 §5: "Free text is rejected if it holds an
// at-sign or common spelt-out e-mail patterns (at gmail, at hotmail, at icloud, bracketed at).
// Contact information is not allowed in free fields." The same rule as every free field (holdsContactInfo).
describe('the text of a message (002 §2.9, §5)', () => {
  it.each([
    'Write to me at sara@example.com',
    'sara at gmail dot com',
    'sara (at) example.se',
    'sara [at] hotmail',
    'Call me on 070-123 45 67',
    'ring +47 912 34 567',
  ])('holds contact information: "%s"', (text) => {
    expect(messageTextProblem(text)).toBe('contact-info');
    // Said by the field while the user types, before sending.
    expect(messageTextWarning(text)).toBe('contact-info');
  });

  it.each([
    'Is the camper free from 12.06.2027 to 19.06.2027?',
    'We are two adults and two kids, aged 4 and 7.',
    'Can we pick it up at 10 in the morning?',
    'We will drive about 1500 km.',
  ])('is fine: "%s"', (text) => {
    expect(messageTextProblem(text)).toBeNull();
  });

  it('is not empty, though an empty field is only said when sending', () => {
    expect(messageTextProblem('   \n ')).toBe('empty');
    expect(messageTextWarning('')).toBeNull();
  });

  it('holds at most 5,000 characters (the contract), spaces around it not counted', () => {
    expect(messageTextProblem('a'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageTextProblem(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeNull();
    expect(messageTextProblem('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('too-long');
  });
});
