import { idVerificationMachine, selectIdVerificationView, type IdVerificationInput, type IdVerificationView } from '@machines/id-verification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, useSessionActor } from '@/entities/session';
import { eidReturnOf, idVerificationQuery, userQueries, type AutoIdVerificationStatus } from '@/entities/user';
import { COUNTRY_CONFIG } from '@/shared/config';
import { useMachineView } from '@/shared/lib/machine';
import { safeReturnPath, useLocalizedHref, type RouteName } from '@/shared/routing';
import { idVerificationActors } from './id-verification-actors';
import { readEidRoundTrip } from './eid-round-trip';

export interface IdVerificationSources {
  /** Whose page: the renter's or the owner's. */
  party: 'renter' | 'owner';
  /** This page's route: the e-ID provider returns to it. */
  route: Extract<RouteName, 'verify-id' | 'owner-verify-id'>;
}

/**
 * The verification page's machine, made once per visit: the provider's answer is read from the
 * address once and taken off it (a reload then resumes from the record, never sends a code twice),
 * `?return=` (the booking flow's step) is kept through the round trip, the page leaves for the
 * provider when the machine says so, and a verified ID reaches the session at once.
 */
export function useIdVerification({ party, route }: IdVerificationSources): { view: IdVerificationView; send: (event: Parameters<ReturnType<typeof useMachineView<typeof idVerificationMachine, IdVerificationView>>['send']>[0]) => void; returnTo: string | null } {
  const { user } = useSession();
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();

  const [setup] = useState(() => {
    const search = new URLSearchParams(location.search);
    const eidReturn = eidReturnOf(search);
    const roundTrip = eidReturn ? readEidRoundTrip() : null;
    const returnTo = safeReturnPath(search.get('return')) ?? roundTrip?.returnTo ?? null;
    const country = user?.country ?? null;
    const input: IdVerificationInput = {
      role: party,
      isIdVerified: user?.isIdVerified ?? false,
      autoStatus: (user?.autoIdVerificationStatus ?? null) as AutoIdVerificationStatus | null,
      eidAvailable: country !== null && country in COUNTRY_CONFIG && COUNTRY_CONFIG[country as keyof typeof COUNTRY_CONFIG].eidAvailable,
      redirectUri: `${window.location.origin}${hrefTo(route)}`,
      eidReturn,
      expectedState: roundTrip?.state ?? null,
      record: queryClient.getQueryData(idVerificationQuery().queryKey) ?? null,
    };
    return { input, returnTo, cleanUrl: eidReturn ? `${location.pathname}${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ''}` : null };
  });

  const machine = idVerificationMachine.provide({ actors: idVerificationActors(setup.returnTo) });
  const { view, send } = useMachineView(machine, { input: setup.input, view: selectIdVerificationView });

  // The provider's code is used once: off the address, so a reload or Back never sends it again.
  useEffect(() => {
    if (setup.cleanUrl) void navigate(setup.cleanUrl, { replace: true });
  }, [navigate, setup.cleanUrl]);

  useEffect(() => {
    if (view.phase === 'redirecting' && view.authorizeUrl) window.location.assign(view.authorizeUrl);
  }, [view.phase, view.authorizeUrl]);

  // The profile, the onboarding and the booking flow read the user's flags: a verified ID reaches them now.
  const verified = view.phase === 'approved';
  const recordStatus = view.record?.status;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: idVerificationQuery().queryKey });
    if (!verified || !sessionActor) return;
    void queryClient.fetchQuery(userQueries.me()).then(
      (fresh) => sessionActor.send({ type: 'USER_UPDATED', user: fresh }),
      (error: unknown) => console.error('The user could not be read again after the verification', error),
    );
  }, [verified, recordStatus, queryClient, sessionActor]);

  return { view, send, returnTo: setup.returnTo };
}
