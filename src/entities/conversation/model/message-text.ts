import { holdsContactInfo } from '@/entities/user/@x/conversation';

/** The contract's limit on a message's text (`MessageCreate.content`). */
export const MESSAGE_MAX_LENGTH = 5000;

/** What is wrong with a message's text before it is sent; each form words it. */
export type MessageTextProblem = 'empty' | 'too-long' | 'contact-info';

/**
 * A message's free text (002 §2.9, §5): not empty, at most 5,000 characters, and no contact
 * information — the rule every free field of the product follows (`holdsContactInfo`: an
 * at-sign, a spelt-out or bracketed e-mail address, a phone number).
 */
export function messageTextProblem(text: string): MessageTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'too-long';
  if (holdsContactInfo(trimmed)) return 'contact-info';
  return null;
}

/**
 * What a field says while the user types: only contact information, the one problem worth
 * saying before the user has finished (an empty field is said when sending).
 */
export function messageTextWarning(text: string): MessageTextProblem | null {
  const problem = messageTextProblem(text);
  return problem === 'empty' ? null : problem;
}
