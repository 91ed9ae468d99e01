import { obtrusiveModalsMachine, selectObtrusiveModalsView, type ObtrusiveModalsView, type ObtrusiveSubmission } from '@machines/obtrusive-modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession, useSessionActor } from '@/entities/session';
import { obtrusiveModalQueue, userQueries, type CurrentUser } from '@/entities/user';
import { vehicleKeys, vehicleQueries } from '@/entities/vehicle';
import type { components } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { useEventOnChange, useMachineView } from '@/shared/lib/machine';
import { obtrusiveModalsActors } from './obtrusive-modals-actors';
import { useCurrentRouteName } from '@/shared/routing';

type Vehicle = components['schemas']['Asset'];

export interface ObtrusiveModals {
  view: ObtrusiveModalsView;
  user: CurrentUser | undefined;
  /** The vehicle the insurance modal asks about. */
  vehicle: Vehicle | undefined;
  submit: (submission: ObtrusiveSubmission) => void;
  acknowledge: () => void;
  dismiss: () => void;
}

/**
 * The obtrusive-modal queue of the signed-in user: computed from the session's user and, for
 * owners, their vehicles (polled like the rest, 002 §4.6); answers update the session's user
 * and the vehicles' cache, which moves the queue on.
 */
export function useObtrusiveModals(): ObtrusiveModals {
  const queryClient = useQueryClient();
  const sessionActor = useSessionActor();
  const { user, isImpersonating } = useSession();
  const route = useCurrentRouteName();
  const userId = user?.id;
  const isOwner = user?.role === 'owner';
  const { data: ownVehicles } = useQuery({ ...vehicleQueries.mine(userId ?? 0), enabled: isOwner, refetchInterval: POLL_INTERVAL_MS });

  const queue = useMemo(
    () => (user ? obtrusiveModalQueue({ user, isImpersonating, vehicles: isOwner ? ownVehicles : [], route, now: new Date() }) : []),
    [user, isOwner, isImpersonating, ownVehicles, route],
  );

  const machine = obtrusiveModalsMachine.provide({ actors: obtrusiveModalsActors() });
  const { actor, view, send } = useMachineView(machine, { view: selectObtrusiveModalsView });
  // The machine starts with no queue: the first one is sent too.
  useEventOnChange(actor, queue, (next) => ({ type: 'QUEUE_CHANGED' as const, queue: next }), { includeFirst: true });

  useEffect(() => {
    const subscription = actor.on('answered', ({ result }) => {
      if ('user' in result) {
        sessionActor?.send({ type: 'USER_UPDATED', user: result.user });
        void queryClient.invalidateQueries({ queryKey: userQueries.all() });
      } else if (userId !== undefined) {
        queryClient.setQueryData(vehicleKeys.mine(userId), (old: Vehicle[] | undefined) => old?.map((v) => (v.id === result.vehicle.id ? result.vehicle : v)));
        void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient, sessionActor, userId]);

  const current = view.current;
  const vehicle = current?.kind === 'confirm-insurance-details' ? ownVehicles?.find((v) => v.id === current.vehicleId) : undefined;
  return {
    view,
    user,
    vehicle,
    submit: (submission) => send({ type: 'SUBMIT', submission }),
    acknowledge: () => send({ type: 'ACKNOWLEDGE' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
