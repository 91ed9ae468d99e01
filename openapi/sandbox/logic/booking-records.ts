import type { components } from '@openapi/generated/schema';
import { isInitialPaymentDelayed } from '@/entities/booking';
import { depositReservationDate, FIRST_PAYMENT_PERCENTAGE, installmentPlan } from '@/entities/order';
import { daysBetween } from '../rules/calendar';
import { PENDING_DAMAGE_DEFAULT_DAYS } from '../rules/deposits';
import type { AssetRow, BookingRow, InstallmentRow, OrderRow } from '../store/rows';
import type { Store } from '../store/store';
import { quoteBooking, type BookingChoices } from './booking-quote';
import { BALOISE_DEDUCTIBLE_CHF, BALOISE_REDUCED_DEDUCTIBLE_CHF, planDeductible } from './insurance';
import { productByKey } from './products';
import { isConsideredSwiss } from './user-profile';
import { isMotorisedModel } from './vehicle-kind';

type S = components['schemas'];

export interface NewBookingInput {
  asset: AssetRow;
  renterId: number;
  fromDate: string;
  toDate: string;
  /** What the renter chose; the additional-driver count comes from the names. */
  choices: Omit<BookingChoices, 'additionalDrivers'>;
  additionalDriverNames: string[];
  destinationAbroad: boolean;
  travelAbroad: boolean;
  payLater: boolean;
  message: string;
  now: Date;
}

/** Extra-charge service fee on a booking's extra costs (001 §9 "a percentage on the booking"); the rate is ours. */
export const EXTRA_CHARGES_SERVICE_FEE = 0.1;

/** Splits the owner's total over the installments in proportion to their amounts (the last takes the rounding). */
export function ownersShares(amounts: readonly number[], total: number, ownersTotal: number): number[] {
  let assigned = 0;
  return amounts.map((amount, index) => {
    if (index === amounts.length - 1) return ownersTotal - assigned;
    const share = total > 0 ? Math.round((ownersTotal * amount) / total) : 0;
    assigned += share;
    return share;
  });
}

function deductibleOf(asset: AssetRow, choices: BookingChoices): number | null {
  if (!asset.hasPlatformInsurance) return asset.deductible;
  if (asset.insuranceVendor === 'baloise') {
    return choices.insuranceAddons.includes('deductible_buydown') ? BALOISE_REDUCED_DEDUCTIBLE_CHF : BALOISE_DEDUCTIBLE_CHF;
  }
  return planDeductible(choices.insuranceKey ?? 'omocom_basic', asset.currency);
}

const includedKilometres = (asset: AssetRow, nights: number): number | null =>
  asset.includedDistanceType === 'unlimited' || asset.includedDistance === null
    ? null
    : asset.includedDistanceType === 'per_night'
      ? asset.includedDistance * nights
      : asset.includedDistance;

/**
 * A new booking as a draft with its order: the price quote, the installment plan
 * (001 §4: 25% first, the rest 30 days before the start), the deposit (unless the
 * owner takes it in cash), the bought insurance add-ons and additional drivers.
 * Nothing is payable yet: the renter's confirmation sends the request.
 */
export function createBookingRecords(store: Store, input: NewBookingInput): { booking: BookingRow; order: OrderRow } {
  const { asset, now } = input;
  const choices = { ...input.choices, additionalDrivers: input.additionalDriverNames.length };
  const at = now.toISOString();
  const ownerAddons = store.ownerAddons.by('assetId', asset.id);
  const quote = quoteBooking(asset, ownerAddons, input, choices);
  const plan = installmentPlan(quote.total, input.fromDate, now);
  const platform = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  const booking = store.bookings.insert({
    assetId: asset.id,
    renterId: input.renterId,
    ownerId: asset.ownerId,
    assetSnapshot: {
      bookingMethod: asset.bookingMethod,
      country: asset.country,
      subType: asset.subType,
      isConsideredSwiss: isConsideredSwiss(asset.country),
      maximumAuthorizedMass: asset.maximumAuthorizedMass,
      isMotorized: isMotorisedModel(asset.subType, asset.model),
    },
    ecommerceStatus: 'draft',
    requestStatus: null,
    cancellationPolicy: asset.cancellationPolicy,
    requestMessage: input.message,
    fromDate: input.fromDate,
    toDate: input.toDate,
    timeCheckin: asset.timeCheckin,
    timeCheckout: asset.timeCheckout,
    includedDistance: includedKilometres(asset, daysBetween(input.fromDate, input.toDate)),
    includedDistanceType: asset.includedDistanceType,
    pricePerKilometer: asset.pricePerKilometer,
    destinationAbroad: input.destinationAbroad,
    travelAbroad: input.travelAbroad,
    currency: asset.currency,
    totalPrice: quote.total,
    lineItems: quote.contractLineItems,
    addons: [
      ...quote.addons,
      ...choices.insuranceAddons.map((kind): S['BookingAddon'] => {
        const line = quote.lineItems.find((l) => l.key === 'insurance_addon' && l.addonKey === kind);
        return { key: kind, type: 'insurance', quantity: 1, price: line?.unitPrice ?? 0, totalPrice: line?.amount ?? 0 };
      }),
    ],
    includedAddons: quote.includedAddons,
    deposit: asset.deposit,
    deductible: deductibleOf(asset, choices),
    downPaymentPercentage: plan.length > 1 ? FIRST_PAYMENT_PERCENTAGE / 100 : 1,
    initialPaymentAfterAccept: isInitialPaymentDelayed(input.payLater, asset.bookingMethod),
    payLater: input.payLater,
    insuranceKey: platform === 'omocom' ? (choices.insuranceKey ?? 'omocom_basic') : null,
    insuranceVendor: platform,
    insuranceAddons: choices.insuranceAddons,
    insuranceId: null,
    hasPlatformInsurance: platform !== null,
    insuranceClaimIntent: false,
    messageId: null,
    acceptedAt: null,
    confirmedAt: null,
    completedAt: null,
    responseDeadlineExtensions: 0,
    extraChargesServiceFeePercentage: EXTRA_CHARGES_SERVICE_FEE,
    allowsAddingExtraCharges: true,
    checkin: { scheduledAt: asset.timeCheckin ? `${input.fromDate}T${asset.timeCheckin}:00.000Z` : null, completedAt: null },
    ownerCheckinDone: false,
    ownerCheckoutDone: false,
    checkinApprovedAt: null,
    checkoutApprovedAt: null,
    checkinData: null,
    checkoutData: null,
    checkinDamageIds: [],
    damageWindowDays: PENDING_DAMAGE_DEFAULT_DAYS,
    hasCashDeposit: asset.cashDeposit,
    holdDeposit: false,
    depositReleaseDueAt: null,
    canceledAt: null,
    canceledBy: null,
    cancellationReason: null,
    cancellationMessage: null,
    refundAmount: null,
    expiry: null,
    createdAt: at,
    updatedAt: at,
  });
  const order = store.orders.insert({
    bookingId: booking.id,
    status: 'pending',
    currency: asset.currency,
    total: quote.total,
    ownersTotal: quote.ownersTotal,
    extensionPending: false,
    pendingChangeRequestId: null,
    createdAt: at,
  });
  const shares = ownersShares(
    plan.map((p) => p.amount),
    quote.total,
    quote.ownersTotal,
  );
  const installments: InstallmentRow[] = plan.map((p, index) =>
    store.installments.insert({
      orderId: order.id,
      type: p.type,
      status: 'pending',
      dueAt: p.dueAt.toISOString(),
      paidAt: null,
      amount: p.amount,
      ownersAmount: shares[index] ?? 0,
      currency: asset.currency,
      refundStatus: null,
      refundedAmount: null,
    }),
  );
  if (!asset.cashDeposit) {
    store.deposits.insert({
      orderId: order.id,
      status: 'pending',
      dueAt: `${depositReservationDate(input.fromDate)}T00:00:00.000Z`,
      amount: asset.deposit,
      capturedAmount: 0,
      refundedAmount: 0,
      deductibleAmount: booking.deductible ?? 0,
      remainingDepositAmount: asset.deposit,
      paidOutAmount: 0,
      isReservable: false,
      releaseDueAt: null,
      currency: asset.currency,
    });
  }
  const firstInstallment = installments[0];
  for (const kind of choices.insuranceAddons) {
    const product = productByKey(store, asset.country, kind);
    const line = quote.lineItems.find((l) => l.key === 'insurance_addon' && l.addonKey === kind);
    if (product && line) {
      store.orderItems.insert({ orderId: order.id, productId: product.id, productType: product.type, quantity: 1, unitPrice: line.unitPrice, amount: line.amount, installmentId: firstInstallment?.id ?? null, createdAt: at });
    }
  }
  const driverProduct = productByKey(store, asset.country, 'additional_driver');
  for (const name of input.additionalDriverNames) {
    store.additionalDrivers.insert({ bookingId: booking.id, name, status: 'pending_verification', images: [], price: driverProduct?.price ?? null, createdAt: at });
  }
  if (driverProduct && input.additionalDriverNames.length > 0) {
    const count = input.additionalDriverNames.length;
    store.orderItems.insert({ orderId: order.id, productId: driverProduct.id, productType: 'additional_drivers', quantity: count, unitPrice: driverProduct.price, amount: driverProduct.price * count, installmentId: firstInstallment?.id ?? null, createdAt: at });
  }
  return { booking, order };
}

/** The choices a booking was priced with, to price it again (new dates, upgrades). */
export function choicesOf(store: Store, booking: BookingRow): BookingChoices {
  return {
    addons: [...booking.addons, ...booking.includedAddons].filter((a) => a.type !== 'insurance').map((a) => ({ key: a.key, quantity: a.quantity })),
    insuranceKey: booking.insuranceKey,
    insuranceAddons: booking.insuranceAddons,
    additionalDrivers: store.additionalDrivers.by('bookingId', booking.id).filter((d) => d.status !== 'denied').length,
  };
}
