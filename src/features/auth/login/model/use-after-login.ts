import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import type { AfterLoginOptions, SignedInUser } from './run-after-login';

export type { AfterLoginOptions, SignedInUser } from './run-after-login';

// The rules and what they read (cart, favourites, bookings) load once someone has signed in, not
// with every login and sign-up form: those pages stay under the 180 KB budget.
const loadRun = () => import('./run-after-login');

/** Takes a freshly signed-in user where 002 §4.2 says (`runAfterLogin`). */
export function useAfterLogin(): (user: SignedInUser, options: AfterLoginOptions) => Promise<void> {
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const queryClient = useQueryClient();

  return useCallback(
    async (user, options) => {
      const { runAfterLogin } = await loadRun();
      await runAfterLogin(user, options, { navigate, hrefTo, isAvailable, queryClient });
    },
    [hrefTo, isAvailable, navigate, queryClient],
  );
}
