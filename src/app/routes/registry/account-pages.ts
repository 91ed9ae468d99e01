import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** Password reset, e-mail verification, managing the account and the profile (spec 002 §2.2, §2.6, §4.4). */
export const ACCOUNT_PAGES: Partial<Record<RouteName, PageEntry>> = {
  // The password reset and the e-mail check speak from the login's catalog.
  'forgot-password': {
    layout: 'bare',
    guard: 'guest',
    catalogs: ['auth'],
    load: () => import('@/pages/auth/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  // No guard: a reset link or a verification code may be opened signed in or not.
  'reset-password': { layout: 'bare', catalogs: ['auth'], load: () => import('@/pages/auth/reset-password').then((m) => ({ Component: m.ResetPasswordPage })) },
  'verify-email': { layout: 'bare', catalogs: ['auth'], load: () => import('@/pages/auth/verify-email').then((m) => ({ Component: m.VerifyEmailPage })) },
  account: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/account').then((m) => ({ Component: m.AccountPage })) },
  profile: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/profile').then((m) => ({ Component: m.ProfilePage })) },
  'owner-complete-profile': {
    layout: 'default',
    guard: 'owner',
    load: () => import('@/pages/complete-profile-owner').then((m) => ({ Component: m.CompleteProfileOwnerPage })),
  },
  'create-account-renter': {
    layout: 'default',
    guard: 'renter',
    load: () => import('@/pages/create-account-renter').then((m) => ({ Component: m.CreateAccountRenterPage })),
  },
  'about-you': { layout: 'default', guard: 'renter', load: () => import('@/pages/about-you').then((m) => ({ Component: m.AboutYouPage })) },
};
