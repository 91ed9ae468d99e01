import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** Logging in, signing up, social login and impersonation (spec 002 §2.2, §4.7). */
export const AUTH_PAGES: Partial<Record<RouteName, PageEntry>> = {
  login: { layout: 'bare', guard: 'guest', load: () => import('@/pages/auth/login').then((m) => ({ Component: m.LoginPage })) },
  'sign-up': { layout: 'bare', guard: 'guest', load: () => import('@/pages/auth/sign-up').then((m) => ({ Component: m.SignUpPage })) },
  // No guard: guests finish a social login here, signed-in users connect a provider (002 §2.6).
  'oauth-callback': { layout: 'bare', load: () => import('@/pages/auth/oauth-callback').then((m) => ({ Component: m.OAuthCallbackPage })) },
  // An admin's tools share the catalog of the impersonation banner ('modals'), out of every sign-up's.
  'login-as-user': {
    layout: 'default',
    guard: 'admin',
    catalogs: ['account', 'modals'],
    load: () => import('@/pages/auth/login-as-user').then((m) => ({ Component: m.LoginAsUserPage })),
  },
  'login-as-user-from-admin': {
    layout: 'default',
    guard: 'admin',
    catalogs: ['account', 'modals'],
    load: () => import('@/pages/auth/login-as-user-from-admin').then((m) => ({ Component: m.LoginAsUserFromAdminPage })),
  },
};
