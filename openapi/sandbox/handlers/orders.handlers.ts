import type { components, paths } from '@openapi/generated/schema';
import { canBuyDeductibleBuydown, isInitialPaymentDelayed } from '@/entities/booking';
import { listedInstallments, nextPayableInstallment } from '@/entities/order';
import { daysBetween } from '../rules/calendar';
import { chargeCard, validatePaymentCreate } from '../rules/test-cards';
import { ApiError, conflict, forbidden, notFound } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { installmentsOfOrder } from '../logic/booking-records-access';
import { runBookingCommand } from '../logic/booking-lifecycle';
import { checkDates } from '../logic/booking-request-checks';
import { addInstallment } from '../logic/order-additions';
import { cardNumberOf } from '../logic/payment-methods';
import { payableOf, payFromDeposit, settlePayable } from '../logic/payment-settlement';
import { recordPayment } from '../logic/payments';
import { productForBooking } from '../logic/products';
import type { BookingRow, OrderRow, PaymentRow } from '../store/rows';
import { depositView, installmentView, orderItemView, orderView } from '../views/order.view';
import { assetOf, bookingOf, isAdmin, idOf, requireRole } from './access';

type S = components['schemas'];

const ORDER_RELATIONS = new Set(['installments', 'transfers', 'deposit', 'items', 'discounts']);

/** Booking events of add-ons bought after booking (001 §4 event list). */
const PURCHASE_EVENTS: Partial<Record<S['ProductType'], S['BookingEventType']>> = {
  deductible_buydown: 'deductible_reduction_purchased',
  young_driver_insurance: 'young_driver_insurance_purchased',
  travel_abroad_insurance: 'international_protection_purchased',
  additional_drivers: 'additional_driver_purchased',
};

export const paymentView = ({ userId: _user, paymentMethodId: _method, ...payment }: PaymentRow): S['Payment'] => payment;

export function orderHandlers(api: Routes<paths>) {
  /** An order of a booking the viewer takes part in. */
  const orderOf = (ctx: RouteContext, id: number): { order: OrderRow; booking: BookingRow; role: ReturnType<typeof bookingOf>['role'] } => {
    const order = ctx.store.orders.get(id);
    if (!order) throw notFound('order');
    const { booking, role } = bookingOf(ctx, order.bookingId);
    return { order, booking, role };
  };
  const orderRelations = (url: string) => {
    const asked = new URL(url).searchParams.get('include');
    return asked === null ? ORDER_RELATIONS : new Set(asked.split(',').map((s) => s.trim()));
  };

  return [
    api.get('/orders/{id}', ({ params, request, response }, ctx) => {
      const { order } = orderOf(ctx, idOf(params.id));
      return response(200).json({ data: orderView(ctx, order, orderRelations(request.url)) });
    }),

    api.post('/orders/{id}/confirm', async ({ params, request, response }, ctx) => {
      const { order, booking, role } = orderOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter confirms the order.');
      if (booking.ecommerceStatus !== 'draft') throw conflict('booking_action_not_allowed', 'The order is already confirmed.');
      const text = await (request as Request).text();
      const body = (text.trim() ? JSON.parse(text) : {}) as S['OrderConfirmation'];
      // The dates were free when the draft was made; another request may have taken them since.
      checkDates(ctx.store, assetOf(ctx, booking.assetId), booking, ctx.now);
      if (body.payLater !== undefined) Object.assign(booking, { payLater: body.payLater, initialPaymentAfterAccept: isInitialPaymentDelayed(body.payLater, booking.assetSnapshot.bookingMethod) });
      const result = runBookingCommand(ctx.store, booking, { type: 'request' }, ctx.now);
      if (!result.ok) throw conflict(result.slug, 'The order cannot be confirmed now.');
      return response(200).json({ data: orderView(ctx, order, ORDER_RELATIONS) });
    }),

    api.get('/orders/{id}/installments', ({ params, query, response }, ctx) => {
      const { order } = orderOf(ctx, idOf(params.id));
      const statuses = query.get('filter[status]')?.split(',');
      const types = query.get('filter[type]')?.split(',');
      const installments = listedInstallments(installmentsOfOrder(ctx.store, order.id)).filter((i) => (!statuses || statuses.includes(i.status)) && (!types || types.includes(i.type)));
      return response(200).json({ data: installments.map(installmentView) });
    }),

    api.get('/orders/{id}/items', ({ params, response }, ctx) => {
      const { order } = orderOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.orderItems.by('orderId', order.id).map((item) => orderItemView(ctx, item)) });
    }),

    api.post('/orders/{id}/items', async ({ params, request, response }, ctx) => {
      const { order, booking, role } = orderOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter buys add-ons.');
      const { productId, quantity = 1 } = await request.json();
      const stored = ctx.store.products.get(productId);
      if (!stored || stored.country !== booking.assetSnapshot.country || (stored.vendor !== null && stored.vendor !== booking.insuranceVendor)) throw notFound('product', 'product_not_found');
      if (stored.type === 'insurance_coverage_change') throw conflict('booking_action_not_allowed', 'Change the plan with POST /bookings/{id}/upgrade-insurance.');
      if (stored.type === 'additional_drivers') throw conflict('booking_action_not_allowed', 'Add drivers with POST /bookings/{id}/additional-drivers.');
      const kind = stored.key as S['InsuranceAddonKind'];
      if (booking.insuranceAddons.includes(kind)) throw conflict('booking_action_not_allowed', 'This add-on is already part of the booking.');
      if (stored.type === 'deductible_buydown') {
        const next = nextPayableInstallment(installmentsOfOrder(ctx.store, order.id));
        if (!canBuyDeductibleBuydown({ ...booking, hasDeductibleBuydown: booking.insuranceAddons.includes('deductible_buydown') }, next, ctx.now)) {
          throw conflict('deductible_buydown_not_allowed', 'A deductible buydown cannot be bought for this booking now.');
        }
      }
      const product = productForBooking(ctx.store, stored, booking);
      const nights = daysBetween(booking.fromDate, booking.toDate);
      const unitPrice = product.pricingStrategy === 'per_booking_night' ? product.price * nights : product.price;
      const installment = addInstallment(ctx.store, booking, order, product.type, unitPrice * quantity, 0, ctx.now);
      const item = ctx.store.orderItems.insert({ orderId: order.id, productId: product.id, productType: product.type, quantity, unitPrice, amount: unitPrice * quantity, installmentId: installment.id, createdAt: ctx.now.toISOString() });
      booking.insuranceAddons = [...booking.insuranceAddons, kind];
      booking.addons = [...booking.addons, { key: kind, type: 'insurance', quantity, price: unitPrice, totalPrice: unitPrice * quantity }];
      ctx.store.bookingEvents.insert({ bookingId: booking.id, type: PURCHASE_EVENTS[product.type] ?? 'insurance_purchased', actor: 'renter', amount: item.amount, currency: booking.currency, data: { productKey: product.key }, occurredAt: ctx.now.toISOString() });
      return response(201).json({ data: orderItemView(ctx, item) });
    }),

    api.post('/orders/{id}/extend-confirm', ({ params, response }, ctx) => {
      const { order, role } = orderOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter confirms the extension.');
      if (!order.extensionPending) throw conflict('booking_action_not_allowed', 'No extension is waiting for confirmation.');
      for (const installment of installmentsOfOrder(ctx.store, order.id)) if (installment.type === 'dates_change' && installment.status === 'pending') installment.status = 'payable';
      Object.assign(order, { extensionPending: false, pendingChangeRequestId: null });
      return response(200).json({ data: orderView(ctx, order, ORDER_RELATIONS) });
    }),

    api.get('/orders/{id}/discounts', ({ params, query, response }, ctx) => {
      const { order } = orderOf(ctx, idOf(params.id));
      const type = query.get('filter[type]');
      return response(200).json({ data: ctx.store.discounts.by('orderId', order.id).filter((d) => !type || d.type === type).map((d) => ({ ...d })) });
    }),

    api.get('/installments/{id}', ({ params, response }, ctx) => {
      const installment = ctx.store.installments.get(idOf(params.id));
      if (!installment) throw notFound('installment');
      orderOf(ctx, installment.orderId);
      return response(200).json({ data: installmentView(installment) });
    }),

    api.get('/deposits/{id}', ({ params, response }, ctx) => {
      const deposit = ctx.store.deposits.get(idOf(params.id));
      if (!deposit) throw notFound('deposit');
      orderOf(ctx, deposit.orderId);
      return response(200).json({ data: depositView(deposit) });
    }),

    api.get('/payments/{id}', ({ params, response }, ctx) => {
      const payment = ctx.store.payments.get(idOf(params.id));
      const viewer = viewerOf(ctx.viewer);
      if (!payment) throw notFound('payment');
      if (payment.userId !== viewer.user.id && !isAdmin(viewer)) throw forbidden('This payment is another user’s.');
      return response(200).json({ data: paymentView(payment) });
    }),

    api.post('/payments', async ({ request, response }, ctx) => {
      const body = await request.json();
      const valid = validatePaymentCreate(body);
      if (!valid.ok) throw new ApiError(422, valid.slug, valid.message);
      const payable = payableOf(ctx.store, body.payableType, body.payableId);
      const viewer = viewerOf(ctx.viewer);
      if (payable.booking.renterId !== viewer.user.id && !isAdmin(viewer)) throw forbidden('Only the renter pays for the booking.');
      const record = (status: S['PaymentStatus'], errorSlug: string | null) =>
        recordPayment(ctx.store, { booking: payable.booking, payableType: body.payableType, payableId: body.payableId, purpose: body.purpose ?? payable.purpose, amount: payable.amount, status, paymentMethodId: body.paymentMethodId ?? null, errorSlug, at: ctx.now.toISOString() });
      if (body.method === 'deposit') return response(201).json({ data: paymentView(record(payFromDeposit(ctx.store, payable, ctx.now), null)) });

      const saved = new Map(ctx.store.paymentMethods.by('userId', viewer.user.id).map((m) => [m.providerId, m.cardNumber]));
      const card = cardNumberOf(body.paymentMethodId ?? '', saved);
      if (!card) throw new ApiError(422, 'payment_method_required', 'The payment method is not a sandbox test card (see README).');
      const outcome = chargeCard(card, payable.amount);
      if (outcome.status === 'failed') {
        record('failed', outcome.slug);
        throw new ApiError(402, outcome.slug, `The payment was refused (${outcome.slug}).`);
      }
      // 3-D Secure: the payment waits for POST /api/__sandbox/payments/{id}/challenge.
      if (outcome.status === 'requires_action') return response(201).json({ data: paymentView(record('requires_action', null)) });
      const status = settlePayable(ctx.store, payable, ctx.now);
      return response(201).json({ data: paymentView(record(status, null)) });
    }),
  ];
}
