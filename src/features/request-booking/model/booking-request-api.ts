import type { DraftQuote, Payable, PriceDraftInput, RestoredBooking, RestoreInput, SubmitInput, SubmitOutput } from '@machines/booking-request';
import { insuranceAddonsToSend } from '@machines/booking-request';
import { completeLines } from '@/entities/booking';
import { nextPayableInstallment } from '@/entities/order';
import { api, unwrap, type components } from '@/shared/api';

type Booking = components['schemas']['Booking'];
type AddonKey = components['schemas']['AddonKey'];
type InsuranceAddonKind = components['schemas']['InsuranceAddonKind'];
type Installment = components['schemas']['Installment'];

/** The draft's price: its lines always add up to its total (issue #13). */
const quoteOf = (booking: Booking): DraftQuote => {
  const totalPrice = booking.totalPrice ?? 0;
  const lines = (booking.lineItems ?? []).map((item) => ({ key: item.key, quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount, addonKey: item.addonKey ?? null }));
  return {
    bookingId: booking.id,
    orderId: booking.order?.id ?? 0,
    currency: booking.currency,
    totalPrice,
    lineItems: completeLines(lines, totalPrice).lines,
    downPaymentPercentage: booking.downPaymentPercentage ?? 1,
    cancellationPolicy: booking.asset?.cancellationPolicy ?? null,
  };
};

/** The installment to pay now, and when the rest falls due. */
function payableOf(installments: readonly Installment[]): Payable | null {
  const next = nextPayableInstallment(installments);
  if (!next) return null;
  const later = installments.filter((i) => i.id !== next.id && i.status === 'pending').sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))[0];
  return { payableType: 'installment', payableId: next.id, amount: next.amount, currency: next.currency, restDueAt: later?.dueAt ?? null };
}

/**
 * The draft booking behind the purchase step (`POST /bookings` makes a draft, sandbox
 * README): made once, then updated with the renter's later choices so a reload or a step
 * back does not leave drafts behind.
 */
export async function priceDraft({ cart, renter }: PriceDraftInput, signal?: AbortSignal): Promise<DraftQuote> {
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
    const { data } = await unwrap(api.PUT('/bookings/{id}', { params: { path: { id: cart.booking.bookingId } }, body: choices, signal }));
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
      signal,
    }),
  );
  return quoteOf(data);
}

const payableInstallments = async (orderId: number, signal?: AbortSignal) =>
  (await unwrap(api.GET('/orders/{id}/installments', { params: { path: { id: orderId }, query: { 'filter[status]': 'payable,expired,pending' } }, signal }))).data;

/** Confirms the order (sends the request or instant booking) and finds what is to be paid now. */
export async function submitRequest({ orderId, payLater, alreadyConfirmed }: SubmitInput, signal?: AbortSignal): Promise<SubmitOutput> {
  if (!alreadyConfirmed) await unwrap(api.POST('/orders/{id}/confirm', { params: { path: { id: orderId } }, body: { payLater }, signal }));
  if (payLater) return { payable: null };
  return { payable: payableOf(await payableInstallments(orderId, signal)) };
}

/**
 * After a reload: the booking as the server has it. A draft is reviewed again; a sent one goes
 * to its payment when something is due now (unless the renter chose to pay later), else to the
 * confirmation.
 */
export async function restoreBooking({ bookingId, orderId }: RestoreInput, payLater: boolean, signal?: AbortSignal): Promise<RestoredBooking> {
  const { data } = await unwrap(api.GET('/bookings/{id}', { params: { path: { id: bookingId }, query: { include: 'order,asset' } }, signal }));
  if (data.ecommerceStatus === 'draft') return { sent: false, quote: quoteOf(data) };
  const quote = quoteOf(data);
  if (payLater) return { sent: true, quote, payable: null };
  return { sent: true, quote, payable: payableOf(await payableInstallments(data.order?.id ?? orderId, signal)) };
}
