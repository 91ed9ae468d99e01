import type { DraftQuote, PriceDraftInput, SubmitInput, SubmitOutput } from '@machines/booking-request';
import { insuranceAddonsToSend } from '@machines/booking-request';
import { nextPayableInstallment } from '@/entities/order';
import { api, unwrap, type components } from '@/shared/api';

type Booking = components['schemas']['Booking'];
type AddonKey = components['schemas']['AddonKey'];
type InsuranceAddonKind = components['schemas']['InsuranceAddonKind'];

const quoteOf = (booking: Booking): DraftQuote => ({
  bookingId: booking.id,
  orderId: booking.order?.id ?? 0,
  currency: booking.currency,
  totalPrice: booking.totalPrice ?? 0,
  lineItems: (booking.lineItems ?? []).map((item) => ({ key: item.key, label: item.label ?? null, quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount })),
  downPaymentPercentage: booking.downPaymentPercentage ?? 1,
  cancellationPolicy: booking.asset?.cancellationPolicy ?? null,
});

/**
 * The draft booking behind the purchase step (`POST /bookings` makes a draft, sandbox
 * README): made once, then updated with the renter's later choices so a reload or a step
 * back does not leave drafts behind.
 */
export async function priceDraft({ cart, renter }: PriceDraftInput): Promise<DraftQuote> {
  const request = cart.pendingBookingRequest;
  const vehicle = cart.cartVehicle;
  if (!request || !vehicle) throw new Error('The cart holds no booking request');
  const choices = {
    message: cart.pendingMessage,
    destinationAbroad: request.destinationAbroad ?? false,
    travelAbroad: request.travelAbroad ?? false,
    addons: cart.cartVehicleSelectedAddons
      .filter((choice) => cart.cartVehicleAddons.some((addon) => addon.key === choice.key && addon.type !== 'insurance'))
      .map((choice) => ({ key: choice.key as AddonKey, quantity: choice.quantity })),
    ...(request.insuranceKey ? { insuranceKey: request.insuranceKey } : {}),
    insuranceAddons: insuranceAddonsToSend(cart, renter) as InsuranceAddonKind[],
  };
  if (cart.booking && !cart.booking.orderConfirmed) {
    const { data } = await unwrap(api.PUT('/bookings/{id}', { params: { path: { id: cart.booking.bookingId } }, body: choices }));
    return quoteOf(data);
  }
  const { data } = await unwrap(
    api.POST('/bookings', {
      body: {
        assetId: vehicle.id,
        fromDate: request.fromDate,
        toDate: request.toDate,
        drivingLicenseConfirmed: request.drivingLicenseConfirmed,
        ...(vehicle.subType === 'caravan' ? { caravanTowingConfirmed: request.caravanTowingConfirmed } : {}),
        additionalDrivers: request.additionalDrivers,
        ...choices,
      },
    }),
  );
  return quoteOf(data);
}

/** Confirms the order (sends the request or instant booking) and finds what is to be paid now. */
export async function submitRequest({ orderId, payLater, alreadyConfirmed }: SubmitInput): Promise<SubmitOutput> {
  if (!alreadyConfirmed) await unwrap(api.POST('/orders/{id}/confirm', { params: { path: { id: orderId } }, body: { payLater } }));
  if (payLater) return { payable: null };
  const { data } = await unwrap(api.GET('/orders/{id}/installments', { params: { path: { id: orderId }, query: { 'filter[status]': 'payable,expired' } } }));
  const next = nextPayableInstallment(data);
  return { payable: next ? { payableType: 'installment', payableId: next.id, amount: next.amount, currency: next.currency } : null };
}
