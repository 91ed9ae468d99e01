import type { EndReason, SessionStatus, SessionUser } from '@/entities/session';

/**
 * Who may open a page (spec 002 §6). `renter` and `owner` pages are open to admins too; a
 * role check also passes for an admin who switched to that role.
 */
export const GUARDS = ['guest', 'signed-in', 'renter', 'owner', 'admin'] as const;
export type Guard = (typeof GUARDS)[number];

export interface GuardSubject {
  status: SessionStatus;
  user: SessionUser | undefined;
  roleOverride?: SessionUser['role'] | undefined;
  /** Why the session last ended; read only while a logout is in progress. */
  endedBy?: EndReason | undefined;
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: 'home' | 'login' };

const allow: GuardOutcome = { kind: 'allow' };
const home: GuardOutcome = { kind: 'redirect', to: 'home' };
const login: GuardOutcome = { kind: 'redirect', to: 'login' };

export function hasRole(subject: GuardSubject, role: SessionUser['role']): boolean {
  const user = subject.user;
  if (!user) return false;
  return user.role === role || (user.role === 'admin' && subject.roleOverride === role);
}

export function evaluateGuard(guard: string, subject: GuardSubject): GuardOutcome {
  const signedIn = Boolean(subject.user) && (subject.status === 'authenticated' || subject.status === 'impersonating');
  // Who must log in is offered the login popup, except while a logout the user chose is in
  // progress (002 §4.1; here or in another tab): they did not ask to log in again, so they go home
  // and nobody is brought back to the page by the next login. A password change still offers it.
  const toLogin = subject.status === 'logging-out' && subject.endedBy === 'logout' ? home : login;
  switch (guard) {
    case 'guest':
      return signedIn ? home : allow;
    case 'signed-in':
      return signedIn ? allow : toLogin;
    case 'renter':
      if (!signedIn) return toLogin;
      return hasRole(subject, 'renter') || hasRole(subject, 'admin') ? allow : home;
    case 'owner':
      if (!signedIn) return toLogin;
      return hasRole(subject, 'owner') || hasRole(subject, 'admin') ? allow : home;
    case 'admin':
      if (!signedIn) return toLogin;
      return hasRole(subject, 'admin') ? allow : home;
    default:
      // A page naming a guard that does not exist is a developer error (spec 002 §8).
      throw new Response('Unknown middleware', { status: 500, statusText: 'Unknown middleware' });
  }
}

/** 002 §9: a large screen is wider than 991 px. */
export const LARGE_SCREEN_MIN_WIDTH = 992;

/** 002 §6: "a desktop layout is assumed unless the user agent says mobile" (phones; a tablet's browser says so on Android). */
export const isMobileUserAgent = (userAgent: string): boolean => /Mobi|iPhone|iPod|Android.+Mobile/i.test(userAgent);

/** The device a page opens on, as the browser tells it; the server knows no width. */
export interface ScreenSubject {
  userAgent: string;
  width: number;
}

/**
 * 002 §6's "mobile or large screens" guard: a page built for a phone and for a large screen, and
 * for nothing between (a tablet, a narrow desktop window), sends anyone else to the home page.
 * Without a screen (the server's render) it lets the page through: the browser decides.
 */
export function evaluateScreenGuard(screen: ScreenSubject | undefined): GuardOutcome {
  if (!screen) return allow;
  return isMobileUserAgent(screen.userAgent) || screen.width >= LARGE_SCREEN_MIN_WIDTH ? allow : home;
}
