import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import type { AfterLoginOptions, SignedInUser } from './run-after-login';

export type { AfterLoginOptions, SignedInUser } from './run-after-login';

// The rules and what they read (cart, favourites, bookings) are not in the login and sign-up
// pages' first JS (the 180 KB budget): they load once a form is on screen.
const importRun = () => import('./run-after-login');
let running: ReturnType<typeof importRun> | undefined;
const loadRun = () => (running ??= importRun());

/** Takes a freshly signed-in user where 002 §4.2 says (`runAfterLogin`). */
export function useAfterLogin(): (user: SignedInUser, options: AfterLoginOptions) => Promise<void> {
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const queryClient = useQueryClient();

  // Loaded before the login settles, so that the rules read what the guest left (a kept message, a
  // favourite) in the same tick: the vehicle page sends a kept message as soon as the session is
  // signed in and clears it once sent, and rules read after that took the renter away from the page
  // that said it was sent (4 runs in 6 when the chunk came later than the message's answer).
  useEffect(() => {
    void loadRun();
  }, []);

  return useCallback(
    async (user, options) => {
      const { runAfterLogin } = await loadRun();
      await runAfterLogin(user, options, { navigate, hrefTo, isAvailable, queryClient });
    },
    [hrefTo, isAvailable, navigate, queryClient],
  );
}
