import { BOOKING_STEPS, bookingRequestMachine, selectBookingRequestView, type BookingRequestView, type EditableStep } from '@machines/booking-request';
import { useEffect, useMemo, useState } from 'react';
import { readCart, saveCart, type CartStep } from '@/entities/cart';
import { trackFunnel } from '@/entities/funnel';
import type { SessionView } from '@/entities/session';
import type { VehicleAddon, VehicleDetail, VehicleUnavailableDates } from '@/entities/vehicle';
import { sameJson, useClockEvents, useEventOnChange, useMachineView, useStepUrl } from '@/shared/lib/machine';
import { useLocalizedHref } from '@/shared/routing';
import { bookingFunnelEvents } from './booking-funnel';
import { bookingRequestActors } from './booking-request-actors';
import { renterOf } from './renter-of';
import { cartAddonOf, cartVehicleOf, dateRulesOf } from './vehicle-to-cart';

const EDITABLE: readonly CartStep[] = ['dates', 'about-you', 'customize', 'insurance'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The flow's clock moves on every minute: as fine as its date checks need. */
const CLOCK_MS = 60_000;

export interface BookingRequestSources {
  vehicle: VehicleDetail;
  unavailable: VehicleUnavailableDates | undefined;
  addons: readonly VehicleAddon[] | undefined;
  user: SessionView['user'];
  /** The step the URL shows. */
  urlStep: CartStep;
  /** `?from&to` of the vehicle page's link. */
  search: URLSearchParams;
}

/**
 * The booking flow of one vehicle for the step pages: the machine started once per visit from
 * the saved cart (never during render, never at module level), fed with the session, the
 * vehicle's calendar and add-ons as they load, saving the cart on every change, and kept in step
 * with the URL (the step table's routes) so Back, Forward and a reload land where they should.
 */
export function useBookingRequest({ vehicle, unavailable, addons, user, urlStep, search }: BookingRequestSources): {
  view: BookingRequestView;
  send: ReturnType<typeof useMachineView<typeof bookingRequestMachine, BookingRequestView>>['send'];
} {
  const hrefTo = useLocalizedHref();
  const renter = useMemo(() => renterOf(user), [user]);
  const [input] = useState(() => {
    const from = search.get('from');
    const to = search.get('to');
    const requestedDates = from && to && DATE.test(from) && DATE.test(to) ? { fromDate: from, toDate: to } : undefined;
    return { cart: readCart(), vehicle: cartVehicleOf(vehicle), renter, requestedDates, now: new Date().toISOString() };
  });
  const machine = bookingRequestMachine.provide({ actors: bookingRequestActors(() => readCart().pendingBookingRequest?.payLater ?? false) });
  const { actor, view, send } = useMachineView(machine, { input, view: selectBookingRequestView });

  useEventOnChange(actor, renter, (current) => (current ? { type: 'SIGNED_IN' as const, renter: current } : { type: 'SIGNED_OUT' as const }), { isEqual: sameJson });
  const fromDate = view.cart.pendingBookingRequest?.fromDate ?? input.now.slice(0, 10);
  const rules = useMemo(() => (unavailable ? dateRulesOf(vehicle, unavailable, fromDate) : undefined), [vehicle, unavailable, fromDate]);
  useEventOnChange(actor, rules, (loaded) => loaded && { type: 'DATE_RULES_LOADED' as const, rules: loaded }, { isEqual: sameJson, includeFirst: true });
  useEventOnChange(actor, addons, (loaded) => loaded && { type: 'ADDONS_LOADED' as const, addons: loaded.map(cartAddonOf) }, { isEqual: sameJson, includeFirst: true });
  useClockEvents(actor, CLOCK_MS, (now) => ({ type: 'TICK' as const, now: now.toISOString() }));

  // 000 §4: the cart is saved with every change, so a reload or another visit resumes it.
  useEffect(() => {
    let saved = actor.getSnapshot().context.cart;
    saveCart(saved);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.cart === saved) return;
      saved = snapshot.context.cart;
      saveCart(saved);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The funnel's events (issue #25), from the flow's own changes of step and phase.
  useEffect(() => {
    let previous: BookingRequestView | undefined;
    const observe = (next: BookingRequestView) => {
      for (const event of bookingFunnelEvents(previous, next, vehicle.id)) trackFunnel(event);
      previous = next;
    };
    observe(selectBookingRequestView(actor.getSnapshot()));
    const subscription = actor.subscribe((snapshot) => observe(selectBookingRequestView(snapshot)));
    return () => subscription.unsubscribe();
  }, [actor, vehicle.id]);

  useStepUrl<CartStep>({
    flowStep: view.phase === 'resuming' || view.phase === 'restoring' ? undefined : view.step,
    urlStep,
    follow: (step) => {
      if (EDITABLE.includes(step)) actor.send({ type: 'GO_TO', step: step as EditableStep });
      return selectBookingRequestView(actor.getSnapshot()).step;
    },
    hrefOf: (step) => hrefTo(BOOKING_STEPS.routeOf(step), { id: vehicle.id }),
    flowLeadsOnLoad: input.requestedDates !== undefined,
  });

  return { view, send };
}
