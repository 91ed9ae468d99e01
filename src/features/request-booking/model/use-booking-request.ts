import type { EditableStep } from '@machines/booking-request';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readCart, type CartStep } from '@/entities/cart';
import { useSession } from '@/entities/session';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { useLocalizedHref, type RouteName } from '@/shared/routing';
import { bookingRequestActorFor, stepOf, type BookingRequestActor } from './booking-request-actor';
import { renterOf } from './renter-of';
import { cartAddonOf, cartVehicleOf, dateRulesOf } from './vehicle-to-cart';

export const STEP_ROUTES: Record<CartStep, RouteName> = {
  dates: 'book',
  'about-you': 'book-about-you',
  // The ID stop has no page of its own; it shows where the renter was going on from.
  'verify-id': 'book-about-you',
  customize: 'book-customize',
  insurance: 'book-insurance',
  login: 'book-login',
  purchase: 'book-purchase',
  confirmation: 'book-confirmation',
  error: 'book-error',
};

const EDITABLE: readonly CartStep[] = ['dates', 'about-you', 'customize', 'insurance'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The booking flow behind the step pages: the vehicle and its availability loaded, the
 * machine started from the saved cart, the session fed in, and the step kept in the URL —
 * a step taken in the flow pushes its page; back and forward (or a typed URL) move the flow
 * when it may go there and are otherwise replaced by the flow's step.
 */
export function useBookingRequest(vehicleId: number, routeStep: CartStep) {
  const session = useSession();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const [search] = useSearchParams();
  const settled = session.status !== 'restoring' && session.status !== 'signing-in';
  const vehicle = useQuery({ ...vehicleDetailQueries.detail(vehicleId, session.user?.id ?? null), enabled: settled });
  const unavailable = useQuery(vehicleDetailQueries.unavailableDates(vehicleId));
  const addons = useQuery(vehicleDetailQueries.addons(vehicleId));
  // The flow of this vehicle once it and the session are known; the same actor on every step page.
  // It stays while a login runs (signing in), so the login step and what was typed in it stay on
  // screen when the login fails.
  let actor: BookingRequestActor | undefined;
  if (vehicle.data && session.status !== 'restoring') {
    const from = search.get('from');
    const to = search.get('to');
    const requestedDates = routeStep === 'dates' && from && to && DATE.test(from) && DATE.test(to) ? { fromDate: from, toDate: to } : undefined;
    actor = bookingRequestActorFor({ cart: readCart(), vehicle: cartVehicleOf(vehicle.data), renter: renterOf(session.user), requestedDates });
  }

  // The session: signing in inside the flow, a refreshed user record, logging out.
  const renter = useMemo(() => renterOf(session.user), [session.user]);
  useEffect(() => {
    if (!actor || !settled) return;
    if (renter) actor.send({ type: 'SIGNED_IN', renter });
    else if (actor.getSnapshot().context.renter) actor.send({ type: 'SIGNED_OUT' });
  }, [actor, renter, settled]);

  const fromDate = useSelector(actor, (s) => s?.context.cart.pendingBookingRequest?.fromDate);
  useEffect(() => {
    if (actor && vehicle.data && unavailable.data) actor.send({ type: 'DATE_RULES_LOADED', rules: dateRulesOf(vehicle.data, unavailable.data, fromDate ?? new Date().toISOString().slice(0, 10)) });
  }, [actor, vehicle.data, unavailable.data, fromDate]);

  useEffect(() => {
    if (actor && addons.data) actor.send({ type: 'ADDONS_LOADED', addons: addons.data.map(cartAddonOf) });
  }, [actor, addons.data]);

  // URL ↔ machine.
  const machineStep = useSelector(actor, (s) => (s ? stepOf(s) : undefined));
  const lastMachineStep = useRef<CartStep | undefined>(undefined);
  const urlOf = (step: CartStep) => hrefTo(STEP_ROUTES[step], { id: vehicleId });
  useEffect(() => {
    if (!actor || !machineStep) return;
    const first = lastMachineStep.current === undefined;
    if (first || machineStep === lastMachineStep.current) {
      lastMachineStep.current = machineStep;
      return;
    }
    lastMachineStep.current = machineStep;
    if (STEP_ROUTES[machineStep] !== STEP_ROUTES[routeStep]) void navigate(urlOf(machineStep));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a step taken in the flow navigates
  }, [machineStep]);
  useEffect(() => {
    if (!actor) return;
    const current = stepOf(actor.getSnapshot());
    if (STEP_ROUTES[current] === STEP_ROUTES[routeStep]) return;
    if (EDITABLE.includes(routeStep)) actor.send({ type: 'GO_TO', step: routeStep as EditableStep });
    const after = stepOf(actor.getSnapshot());
    lastMachineStep.current = after;
    if (STEP_ROUTES[after] !== STEP_ROUTES[routeStep]) void navigate(urlOf(after), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL moved (first load, back, forward)
  }, [actor, routeStep]);

  return { actor, vehicle, unavailable, addons, session };
}
