import { describe, expect, it } from 'vitest';
import { createStepTable } from './step-table';

interface Answers {
  signedIn: boolean;
  named: boolean;
}

// A small flow of the booking flow's shape: a skippable login between answers and a purchase.
const table = createStepTable<'dates' | 'about' | 'login' | 'pay' | 'done', string, Answers>([
  { step: 'dates', route: 'book', editable: true, inProgress: true },
  { step: 'about', route: 'book-about', editable: true, inProgress: true, done: (c) => c.named },
  { step: 'login', route: 'book-login', editable: false, inProgress: true, skip: (c) => c.signedIn },
  { step: 'pay', route: 'book-pay', editable: false, inProgress: true },
  { step: 'done', route: 'book-done', editable: false },
]);

const guest: Answers = { signedIn: false, named: true };
const member: Answers = { signedIn: true, named: true };

describe('step table', () => {
  it('goes to the next step that is part of the flow', () => {
    expect(table.next('about', guest)).toBe('login');
    expect(table.next('about', member)).toBe('pay');
    expect(table.next('done', member)).toBeUndefined();
  });

  it('goes back to the previous editable step, past the login', () => {
    expect(table.previous('pay', guest)).toBe('about');
    expect(table.previous('dates', guest)).toBeUndefined();
  });

  it('lets a step be opened again only when editable and every step before it is done', () => {
    expect(table.canRevisit('about', guest)).toBe(true);
    expect(table.canRevisit('pay', member)).toBe(false);
    expect(table.isReachable('pay', { signedIn: true, named: false })).toBe(false);
  });

  it('resumes on the saved step, or on the first step whose answers are missing', () => {
    expect(table.resumeAt('pay', member)).toBe('pay');
    expect(table.resumeAt('pay', { signedIn: true, named: false })).toBe('about');
    // Saved at the login and signed in meanwhile: on to the payment.
    expect(table.resumeAt('login', member)).toBe('pay');
  });

  it('counts the steps of the progress indicator, without the skipped ones', () => {
    expect(table.progress('pay', member)).toEqual({ steps: ['dates', 'about', 'pay'], current: 2 });
    expect(table.progress('login', guest)).toEqual({ steps: ['dates', 'about', 'login', 'pay'], current: 2 });
    expect(table.progress('done', guest).current).toBe(-1);
  });

  it('keeps a step the user has been on in the count when it no longer applies, so the count never shrinks', () => {
    // Signed in at the login step: the login stays counted (done) on the payment.
    expect(table.progress('pay', member, ['dates', 'about', 'login'])).toEqual({ steps: ['dates', 'about', 'login', 'pay'], current: 3 });
    // A member who never saw the login does not get it counted.
    expect(table.progress('pay', member, ['dates', 'about'])).toEqual({ steps: ['dates', 'about', 'pay'], current: 2 });
  });

  it('maps routes and steps both ways', () => {
    expect(table.routeOf('about')).toBe('book-about');
    expect(table.stepOfRoute('book-pay')).toBe('pay');
    expect(table.stepOfRoute('elsewhere')).toBeUndefined();
  });
});
