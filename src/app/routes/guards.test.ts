import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/shared/test';
import { evaluateGuard, type GuardSubject } from './guards';

const anonymous: GuardSubject = { status: 'anonymous', user: undefined };
const as = (role: 'renter' | 'owner' | 'editor' | 'admin', roleOverride?: GuardSubject['roleOverride']): GuardSubject => ({
  status: 'authenticated',
  user: signedInAs(role).user,
  roleOverride,
});

describe('route guards (spec 002 §6)', () => {
  it.each([
    // guard, guest, renter, owner, editor, admin
    ['guest', 'allow', 'home', 'home', 'home', 'home'],
    ['signed-in', 'login', 'allow', 'allow', 'allow', 'allow'],
    ['renter', 'login', 'allow', 'home', 'home', 'allow'],
    ['owner', 'login', 'home', 'allow', 'home', 'allow'],
    ['admin', 'login', 'home', 'home', 'home', 'allow'],
  ])('%s pages: guest %s, renter %s, owner %s, editor %s, admin %s', (guard, guest, renter, owner, editor, admin) => {
    const outcome = (subject: GuardSubject) => {
      const result = evaluateGuard(guard, subject);
      return result.kind === 'allow' ? 'allow' : result.to;
    };
    expect([anonymous, as('renter'), as('owner'), as('editor'), as('admin')].map(outcome)).toEqual([guest, renter, owner, editor, admin]);
  });

  it('lets an impersonating admin through as the user they act as', () => {
    const subject: GuardSubject = { status: 'impersonating', user: signedInAs('renter').user };
    expect(evaluateGuard('renter', subject)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('admin', subject)).toEqual({ kind: 'redirect', to: 'home' });
  });

  it('treats a restoring session as not signed in yet', () => {
    expect(evaluateGuard('signed-in', { status: 'restoring', user: undefined })).toEqual({ kind: 'redirect', to: 'login' });
  });

  it('gives an unknown guard a 500 "Unknown middleware"', () => {
    let thrown: unknown;
    try {
      evaluateGuard('owner-or-editor', anonymous);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(500);
    expect((thrown as Response).statusText).toBe('Unknown middleware');
  });
});
