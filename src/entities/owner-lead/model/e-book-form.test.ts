import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eBookLeadOf, eBookSchema } from './e-book-form';

const firstIssues = (issues: readonly v.BaseIssue<unknown>[] | undefined) => {
  const found: Record<string, string> = {};
  for (const issue of issues ?? []) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
};

describe('the e-book modal’s form (002 §4.5, §7 POST /leads)', () => {
  it('needs a well-formed e-mail; the name is optional', () => {
    expect(firstIssues(v.safeParse(eBookSchema, { name: '', email: ' ' }).issues)).toEqual({ email: 'email_required' });
    expect(firstIssues(v.safeParse(eBookSchema, { name: 'Anna', email: 'anna@' }).issues)).toEqual({ email: 'email_invalid' });
    expect(firstIssues(v.safeParse(eBookSchema, { name: 'x'.repeat(256), email: 'anna@example.com' }).issues)).toEqual({ name: 'name_too_long' });
  });

  it('sends an e-book lead in the API’s locale code and the site’s country, the name left empty when not given', () => {
    const parsed = v.parse(eBookSchema, { name: ' ', email: ' anna@example.com ' });
    expect(eBookLeadOf(parsed, 'de-AT', 'AT')).toEqual({ email: 'anna@example.com', name: null, source: 'e_book', locale: 'at', country: 'AT', consent: false });
    expect(eBookLeadOf(v.parse(eBookSchema, { name: 'Anna Berg', email: 'anna@example.com' }), 'en', 'GLOBAL')).toEqual({
      email: 'anna@example.com',
      name: 'Anna Berg',
      source: 'e_book',
      locale: 'en',
      consent: false,
    });
  });
});
