import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { forgetSocialLogin, readSocialLogin, sendAndSettle, useSession, useSessionActor, type SessionView, type SocialProvider } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { connectProvider } from '../api/connect-provider';
import { readCallbackParams } from './callback-params';
import { socialFailureOf, type SocialFailure } from './social-failure';

export type SocialConfirmState =
  | { kind: 'confirming' }
  | { kind: 'done' }
  | { kind: 'failed'; failure: SocialFailure; provider?: SocialProvider | undefined };

export interface SocialConfirmHandlers {
  /** A guest is now signed in; `returnTo` is the page the login started on, if known. */
  onSignedIn: (user: NonNullable<SessionView['user']>, returnTo: string | undefined) => Promise<void> | void;
  /** The provider account is new: the sign-up must be finished with this id (002 §7). */
  onNeedsOnboarding: (onboardingId: string) => Promise<void> | void;
  /** A signed-in user connected the provider to their account (002 §2.6); `returnTo` is where they started. */
  onConnected: (provider: SocialProvider, returnTo: string | undefined) => Promise<void> | void;
}

/**
 * The return point of a social login (/oauth-callback): hands the provider's code to the
 * session (guests) or connects the provider (signed-in users), once, and says how it went.
 */
export function useSocialConfirm(handlers: SocialConfirmHandlers): { state: SocialConfirmState; retry: () => void } {
  const actor = useSessionActor();
  const session = useSession();
  const { search, pathname } = useLocation();
  const queryClient = useQueryClient();
  const [stored] = useState(readSocialLogin);
  const params = useMemo(() => readCallbackParams(new URLSearchParams(search), stored?.provider), [search, stored]);
  const [state, setState] = useState<SocialConfirmState>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const ready = Boolean(actor) && session.status !== 'restoring';
  const signedIn = session.status === 'authenticated' || session.status === 'impersonating';

  useEffect(() => {
    // Once per attempt: StrictMode runs effects twice, and a provider code is good for one use.
    if (!actor || !ready || params.kind !== 'ok' || started.current === attempt) return;
    started.current = attempt;
    // The same address the provider was given when the login started.
    const redirectUrl = `${window.location.origin}${pathname}`;

    const run = async () => {
      if (signedIn) {
        try {
          await connectProvider(params.provider, params.code, redirectUrl);
        } catch (error) {
          setState({ kind: 'failed', failure: socialFailureOf(isApiError(error) ? error.slug : undefined), provider: params.provider });
          return;
        }
        forgetSocialLogin();
        // The account's connected providers changed.
        void queryClient.invalidateQueries();
        setState({ kind: 'done' });
        await latest.current.onConnected(params.provider, stored?.returnTo);
        return;
      }
      const settled = await sendAndSettle(
        actor,
        { type: 'SOCIAL_CONFIRM', input: { provider: params.provider, code: params.code, redirectUrl } },
        (s) => s.matches('confirmingSocial'),
      );
      const user = settled.context.session?.user;
      if (settled.matches('authenticated') && user) {
        forgetSocialLogin();
        setState({ kind: 'done' });
        await latest.current.onSignedIn(user, stored?.returnTo);
        return;
      }
      const onboardingId = settled.context.onboardingId;
      if (onboardingId && !settled.context.failure) {
        setState({ kind: 'done' });
        await latest.current.onNeedsOnboarding(onboardingId);
        return;
      }
      setState({ kind: 'failed', failure: socialFailureOf(settled.context.failure?.slug), provider: params.provider });
    };
    void run();
  }, [actor, ready, signedIn, attempt, params, pathname, stored, queryClient]);

  const retry = useCallback(() => {
    setState({ kind: 'confirming' });
    setAttempt((n) => n + 1);
  }, []);
  // A callback without a usable answer fails before anything is sent (a finished one is left as it is).
  if (params.kind !== 'ok' && state.kind !== 'done') return { state: { kind: 'failed', failure: params.kind, provider: 'provider' in params ? params.provider : undefined }, retry };
  return { state, retry };
}
