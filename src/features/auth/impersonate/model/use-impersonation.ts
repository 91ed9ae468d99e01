import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sendAndSettle, useSessionActor } from '@/entities/session';
import { impersonationFailureOf, type ImpersonationFailure } from './impersonation-failure';

export type ImpersonationOutcome = { ok: true } | { ok: false; failure: ImpersonationFailure };

/**
 * Starts and stops acting as another user (002 §4.7). Cached data belongs to whoever was
 * signed in before, so it is reset on either change.
 */
export function useImpersonation() {
  const actor = useSessionActor();
  const queryClient = useQueryClient();

  const start = useCallback(
    async (userId: number): Promise<ImpersonationOutcome> => {
      if (!actor) return { ok: false, failure: 'generic' };
      const settled = await sendAndSettle(actor, { type: 'IMPERSONATE', userId }, (s) => s.matches({ authenticated: 'startingImpersonation' }));
      if (!settled.matches('impersonating')) return { ok: false, failure: impersonationFailureOf(settled.context.failure?.slug) };
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
