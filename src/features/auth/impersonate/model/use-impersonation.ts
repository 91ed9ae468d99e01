import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sendAndSettle, useSessionActor, type SessionFailure } from '@/entities/session';
import { impersonationFailureOf, type ImpersonationFailure } from './impersonation-failure';

/** A refusal is worded by its kind; `cause` is the session's failure as the API gave it (field errors included). */
export type ImpersonationOutcome = { ok: true } | { ok: false; failure: ImpersonationFailure; cause: SessionFailure };

/**
 * Starts and stops acting as another user (002 §4.7). Cached data belongs to whoever was
 * signed in before, so it is reset on either change.
 */
export function useImpersonation() {
  const actor = useSessionActor();
  const queryClient = useQueryClient();

  const start = useCallback(
    async (userId: number): Promise<ImpersonationOutcome> => {
      if (!actor) return { ok: false, failure: 'generic', cause: { slug: 'no_session', message: 'The session has not started yet' } };
      const settled = await sendAndSettle(actor, { type: 'IMPERSONATE', userId }, (s) => s.matches({ authenticated: 'startingImpersonation' }));
      if (!settled.matches('impersonating')) {
        const cause = settled.context.failure ?? { slug: 'unknown_error', message: 'The impersonation did not start' };
        return { ok: false, failure: impersonationFailureOf(cause.slug), cause };
      }
      void queryClient.resetQueries();
      return { ok: true };
    },
    [actor, queryClient],
  );

  const stop = useCallback(async (): Promise<void> => {
    if (!actor) return;
    // The session never strands the admin as the user: a failed call is reported and the
    // admin's own session restored, or the admin logs in again (the machine decides).
    await sendAndSettle(actor, { type: 'STOP_IMPERSONATING' }, (s) => s.matches({ impersonating: 'stopping' }));
    void queryClient.resetQueries();
  }, [actor, queryClient]);

  return { ready: Boolean(actor), start, stop };
}
