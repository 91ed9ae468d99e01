import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { MessageTextProblem } from './message-text';

/** What a message field says about its text (the composer's and the editor's words). */
export const messageTextProblemLabel = defineLabels<MessageTextProblem>({
  empty: msg`Write a message first.`,
  'too-long': msg`A message can hold at most 5,000 characters.`,
  'contact-info': msg`Messages cannot contain contact details such as phone numbers, e-mail or web addresses.`,
});
