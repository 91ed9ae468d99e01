import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callBackPossible, callBackRequestOf, callBackSchema, isPhoneNumber } from './call-back-form';
import { priceCalculatorSchema } from './price-calculator-form';

/** The first problem of each field, as the form shows it. */
const firstIssues = (issues: readonly v.BaseIssue<unknown>[] | undefined) => {
  const found: Record<string, string> = {};
  for (const issue of issues ?? []) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
};
const issuesOf = (result: v.SafeParseResult<typeof callBackSchema>) => firstIssues(result.issues);

const filled = { name: 'Anna Berg', phone: '+46 70 123 45 67', email: '', reason: '', weekday: 'monday', timeFrame: 'morning' };

describe('the owner call-back form (002 §3, §9)', () => {
  it('keeps to the support hours: mornings Monday to Friday, afternoons on Monday and Friday only', () => {
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) expect(callBackPossible(day, 'morning')).toBe(true);
    expect(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].filter((day) => callBackPossible(day as 'monday', 'afternoon'))).toEqual(['monday', 'friday']);
    expect(issuesOf(v.safeParse(callBackSchema, { ...filled, weekday: 'wednesday', timeFrame: 'afternoon' }))).toEqual({ timeFrame: 'time_outside_hours' });
  });

  it('needs a name, a phone number, a day and a time; e-mail and reason are optional', () => {
    expect(issuesOf(v.safeParse(callBackSchema, { name: ' ', phone: '', email: '', reason: '', weekday: '', timeFrame: '' }))).toEqual({
      name: 'name_required',
      phone: 'phone_required',
      weekday: 'day_required',
      timeFrame: 'time_required',
    });
    const result = v.safeParse(callBackSchema, filled);
    expect(result.success).toBe(true);
    if (result.success) expect(callBackRequestOf(result.output)).toEqual({ name: 'Anna Berg', phone: '+46 70 123 45 67', weekday: 'monday', timeFrame: 'morning' });
  });

  it('refuses a phone number that is not one and an e-mail that is malformed', () => {
    expect(isPhoneNumber('070-123 45 67')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
    expect(issuesOf(v.safeParse(callBackSchema, { ...filled, phone: 'abc', email: 'anna@' }))).toEqual({ phone: 'phone_invalid', email: 'email_invalid' });
  });
});

describe('the price calculator form (000 §2)', () => {
  it('needs every field ("Please, fill in all fields above.") and a well-formed e-mail', () => {
    const empty = v.safeParse(priceCalculatorSchema, { licensePlate: ' ', country: '', email: '' });
    expect(firstIssues(empty.issues)).toEqual({ licensePlate: 'required', country: 'required', email: 'required' });
    expect(v.safeParse(priceCalculatorSchema, { licensePlate: 'ABC 123', country: 'SE', email: 'x@' }).issues?.[0]?.message).toBe('email_invalid');
  });
});
