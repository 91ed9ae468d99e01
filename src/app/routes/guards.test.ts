import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/shared/test';
import { evaluateGuard, evaluateScreenGuard, isMobileUserAgent, type GuardSubject } from './guards';

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

  it('sends a page that needs a login to the home page, not to the login popup, while a logout the user chose is in progress (002 §4.1)', () => {
    const loggingOut: GuardSubject = { status: 'logging-out', user: undefined, endedBy: 'logout' };
    for (const guard of ['signed-in', 'renter', 'owner', 'admin']) expect(evaluateGuard(guard, loggingOut)).toEqual({ kind: 'redirect', to: 'home' });
    expect(evaluateGuard('guest', loggingOut)).toEqual({ kind: 'allow' });
  });

  it('offers the login after a password change, which logs the user out', () => {
    expect(evaluateGuard('signed-in', { status: 'logging-out', user: undefined, endedBy: 'password-changed' })).toEqual({ kind: 'redirect', to: 'login' });
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

describe('the mobile-or-large-screens guard (002 §6, §9: large is wider than 991 px)', () => {
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const androidPhone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const outcome = (userAgent: string, width: number) => evaluateScreenGuard({ userAgent, width });

  it('lets a phone through at any width, and any browser on a screen wider than 991 px', () => {
    expect(outcome(iPhone, 390)).toEqual({ kind: 'allow' });
    expect(outcome(androidPhone, 412)).toEqual({ kind: 'allow' });
    expect(outcome(desktop, 992)).toEqual({ kind: 'allow' });
    expect(outcome(androidTablet, 1280)).toEqual({ kind: 'allow' });
  });

  it('sends a tablet or a desktop window of 991 px or less to the home page', () => {
    expect(outcome(desktop, 991)).toEqual({ kind: 'redirect', to: 'home' });
    expect(outcome(androidTablet, 800)).toEqual({ kind: 'redirect', to: 'home' });
    expect(isMobileUserAgent(androidTablet)).toBe(false);
  });

  it('leaves the decision to the browser when the server renders', () => {
    expect(evaluateScreenGuard(undefined)).toEqual({ kind: 'allow' });
  });
});
