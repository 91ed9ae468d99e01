import type { components, paths } from '@openapi/generated/schema';
import { isOpen } from '@/entities/booking';
import type { ChangeRequestError } from '../rules/change-request-costs';
import { conflict, forbidden, invalid, notFound, unprocessable } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { applyDateChange, priceDateChange, type ChangeCosts } from '../logic/change-requests';
import { holdsContactInfo } from '@/entities/user';
import type { BookingRow, ChangeRequestRow } from '../store/rows';
import { changeRequestView } from '../views/booking.view';
import { bookingOf, idOf } from './access';

type S = components['schemas'];

/** The change-request rule's findings as the contract's errors (001 §5, 001 §8). */
function refuse(errors: readonly ChangeRequestError[]): never {
  if (errors.includes('dates_unchanged')) throw unprocessable('dates_unchanged', 'The new dates must differ from the current ones.');
  if (errors.includes('end_before_start')) throw invalid({ newToDate: ['The end date must be after the start date.'] });
  if (errors.includes('too_short')) throw unprocessable('booking_too_short', 'The new dates are shorter than the minimum nights.');
  if (errors.includes('too_long')) throw unprocessable('booking_too_long', 'The new dates are longer than 90 nights.');
  if (errors.includes('in_the_past') || errors.includes('lead_time')) throw invalid({ newFromDate: ['The new start date is too soon.'] });
  if (errors.includes('checkin_weekday_unavailable')) throw conflict('dates_unavailable_for_checkin', 'Check-in is not possible on the new start date.');
  if (errors.includes('checkout_weekday_unavailable')) throw conflict('dates_unavailable_for_checkout', 'Check-out is not possible on the new end date.');
  throw conflict('dates_unavailable', 'The new dates are not available.');
}

function costsOf(ctx: RouteContext, booking: BookingRow, fromDate: string, toDate: string): ChangeCosts {
  const priced = priceDateChange(ctx.store, booking, { fromDate, toDate }, ctx.now);
  if (!priced.ok) return refuse(priced.errors);
  return priced.costs;
}

/** Change requests are for accepted bookings that are still open (before acceptance the dates are edited directly). */
function checkChangeable(booking: BookingRow): void {
  if (!isOpen(booking) || booking.requestStatus !== 'accepted') throw conflict('booking_action_not_allowed', 'Only accepted, open bookings take change requests.');
}

export function changeRequestHandlers(api: Routes<paths>) {
  const answerable = (ctx: RouteContext, id: number, answer: 'answer' | 'cancel') => {
    const request = ctx.store.changeRequests.get(id);
    if (!request) throw notFound('change request');
    const { booking, role } = bookingOf(ctx, request.bookingId);
    const creator = role === request.createdBy;
    if (role !== 'admin' && (answer === 'answer' ? creator : !creator)) {
      throw forbidden(answer === 'answer' ? 'The other party answers a change request.' : 'Only its author withdraws a change request.');
    }
    if (request.status !== 'pending') throw conflict('change_request_not_pending', 'The change request is no longer pending.');
    return { request, booking, role };
  };
  const event = (ctx: RouteContext, booking: BookingRow, request: ChangeRequestRow, type: S['BookingEventType'], actor: 'renter' | 'owner' | 'admin') =>
    ctx.store.bookingEvents.insert({ bookingId: booking.id, type, actor, amount: request.costs.difference, currency: booking.currency, data: { newFromDate: request.newFromDate, newToDate: request.newToDate }, occurredAt: ctx.now.toISOString() });

  return [
    api.get('/bookings/{id}/change-requests', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.changeRequests.by('bookingId', booking.id).map(changeRequestView) });
    }),

    api.post('/bookings/{id}/change-requests', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      if (role === 'admin') throw forbidden('The renter or the owner asks for new dates.');
      checkChangeable(booking);
      const body = await request.json();
      if (body.message && holdsContactInfo(body.message)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed.', { message: ['Contact information is not allowed.'] });
      if (ctx.store.changeRequests.by('bookingId', booking.id).some((c) => c.status === 'pending')) throw conflict('booking_action_not_allowed', 'A change request is already pending.');
      const costs = costsOf(ctx, booking, body.newFromDate, body.newToDate);
      const created = ctx.store.changeRequests.insert({
        bookingId: booking.id,
        newFromDate: body.newFromDate,
        newToDate: body.newToDate,
        message: body.message ?? null,
        status: 'pending',
        createdBy: role,
        costs,
        createdAt: ctx.now.toISOString(),
        answeredAt: null,
      });
      event(ctx, booking, created, 'change_request_created', role);
      return response(201).json({ data: changeRequestView(created) });
    }),

    api.get('/bookings/{id}/change-request-costs', ({ params, query, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      checkChangeable(booking);
      return response(200).json({ data: costsOf(ctx, booking, query.get('newFromDate') ?? '', query.get('newToDate') ?? '') });
    }),

    api.post('/booking-change-requests/{id}/accept', ({ params, response }, ctx) => {
      const { request, booking, role } = answerable(ctx, idOf(params.id), 'answer');
      checkChangeable(booking);
      // Priced again: prices or availability may have changed since the request.
      const costs = costsOf(ctx, booking, request.newFromDate, request.newToDate);
      applyDateChange(ctx.store, booking, request, costs, ctx.now);
      Object.assign(request, { status: 'accepted', costs, answeredAt: ctx.now.toISOString() });
      event(ctx, booking, request, 'change_request_accepted', role);
      return response(200).json({ data: changeRequestView(request) });
    }),

    api.post('/booking-change-requests/{id}/deny', ({ params, response }, ctx) => {
      const { request, booking, role } = answerable(ctx, idOf(params.id), 'answer');
      Object.assign(request, { status: 'denied', answeredAt: ctx.now.toISOString() });
      event(ctx, booking, request, 'change_request_denied', role);
      return response(200).json({ data: changeRequestView(request) });
    }),

    api.post('/booking-change-requests/{id}/cancel', ({ params, response }, ctx) => {
      const { request, booking, role } = answerable(ctx, idOf(params.id), 'cancel');
      Object.assign(request, { status: 'cancelled', answeredAt: ctx.now.toISOString() });
      event(ctx, booking, request, 'change_request_cancelled', role);
      return response(200).json({ data: changeRequestView(request) });
    }),
  ];
}
