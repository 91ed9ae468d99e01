import type { components } from '@openapi/generated/schema';
import { ownerResponseDeadline, paymentDeadline } from '@/entities/booking';
import { todayOf } from '../rules/calendar';
import { depositOfOrder, installmentsOfOrder, orderOfBooking } from '../logic/booking-records-access';
import type { RouteContext } from '../http/route';
import type { AdditionalDriverRow, AssetDamageRow, BookingImageRow, BookingRow, ChangeRequestRow, ExtraChargeRow, UserRow } from '../store/rows';
import { assetView } from './asset.view';
import { messageView } from './message.view';
import { orderView } from './order.view';
import { avatarUrlOf, fullNameOf } from './user.view';

type S = components['schemas'];
type ViewContext = Pick<RouteContext, 'store' | 'urls' | 'now' | 'viewer'>;

/** 002 §6: full names and contact data only with a confirmed booking. */
const CONFIRMED_STATUSES: readonly S['EcommerceStatus'][] = ['confirmed', 'active', 'ended', 'completed'];

export const DEFAULT_BOOKING_INCLUDES = 'order,changeRequests';

function partyView(ctx: ViewContext, user: UserRow | undefined, booking: BookingRow): S['BookingParty'] {
  if (!user) return { id: 0, firstName: '' };
  const disclosed = CONFIRMED_STATUSES.includes(booking.ecommerceStatus);
  return {
    id: user.id,
    firstName: user.firstName,
    name: disclosed ? fullNameOf(user) : null,
    email: disclosed ? user.email : null,
    phone: disclosed ? user.phone : null,
    avatarUrl: avatarUrlOf(ctx, user),
    insuranceId: booking.insuranceId ? `${booking.insuranceId}-${user.id === booking.renterId ? 'R' : 'O'}` : null,
    isIdVerified: user.isIdVerified,
  };
}

export function bookingImageView(ctx: Pick<RouteContext, 'urls'>, image: BookingImageRow): S['BookingImage'] {
  return { id: image.id, bookingId: image.bookingId, phase: image.phase, type: image.type, sizes: ctx.urls.photo(image.phase, image.id, image.rotation), createdAt: image.createdAt };
}

export function damageView(ctx: Pick<RouteContext, 'urls'>, damage: AssetDamageRow): S['AssetDamage'] {
  return {
    ...damage,
    images: damage.images.map((image) => ({ id: image.id, type: image.type, sizes: ctx.urls.photo('damage', `${damage.id}-${image.id}`, image.rotation) })),
    documentation: damage.documentation.map((doc) => ({ ...doc, url: ctx.urls.file('document', `damage-${damage.id}-${doc.id}`) })),
  };
}

export const changeRequestView = (request: ChangeRequestRow): S['ChangeRequest'] => ({ ...request });

export function additionalDriverView(ctx: Pick<RouteContext, 'urls'>, driver: AdditionalDriverRow): S['AdditionalDriver'] {
  return { ...driver, images: driver.images.map((image) => ({ type: image.type, sizes: ctx.urls.photo('driver', `${driver.id}-${image.id}`, image.rotation) })) };
}

export function extraChargeView(ctx: Pick<RouteContext, 'urls'>, charge: ExtraChargeRow): S['ExtraCharge'] {
  return { ...charge, documentation: charge.documentation.map((doc) => ({ ...doc, url: ctx.urls.file('document', `charge-${charge.id}-${doc.id}`) })) };
}

/** Check-in opens on the start day for a confirmed booking paid in full, deposit included (001 §4). */
function isCheckinOpen(ctx: ViewContext, booking: BookingRow): boolean {
  if (booking.ecommerceStatus !== 'confirmed' || todayOf(ctx.now) < booking.fromDate) return false;
  const order = orderOfBooking(ctx.store, booking.id);
  if (!order) return false;
  const deposit = depositOfOrder(ctx.store, order.id);
  return installmentsOfOrder(ctx.store, order.id).every((i) => i.status === 'paid') && (booking.hasCashDeposit || deposit?.status === 'paid');
}

/** A booking as the contract's Booking, with the relations of `include`. */
export function bookingView(ctx: ViewContext, booking: BookingRow, include: ReadonlySet<string>): S['Booking'] {
  const { store } = ctx;
  const {
    renterId,
    ownerId,
    requestStatus,
    cancellationPolicy: _policy,
    requestMessage: _message,
    insuranceVendor,
    insuranceAddons: _insuranceAddons,
    messageId,
    acceptedAt,
    expiry: _expiry,
    checkinDamageIds,
    damageWindowDays: _window,
    ...fields
  } = booking;
  const damages = store.assetDamages.by('assetId', booking.assetId).filter((d) => d.bookingId === booking.id);
  const awaitingOwner = booking.ecommerceStatus === 'pending_confirmation' && requestStatus !== 'accepted';
  const awaitingPayment = booking.ecommerceStatus === 'pending_confirmation' && requestStatus === 'accepted' && acceptedAt !== null;
  const view: S['Booking'] = {
    ...fields,
    ...(requestStatus ? { requestStatus } : {}),
    nights: Math.max(1, Math.round((Date.parse(booking.toDate) - Date.parse(booking.fromDate)) / 86_400_000)),
    insuranceVendor: insuranceVendor ? { name: insuranceVendor } : null,
    renter: partyView(ctx, store.users.get(renterId), booking),
    owner: partyView(ctx, store.users.get(ownerId), booking),
    responseDueAt: awaitingOwner ? ownerResponseDeadline(booking.createdAt, booking.responseDeadlineExtensions).toISOString() : null,
    paymentDueAt: awaitingPayment ? paymentDeadline(acceptedAt).toISOString() : null,
    isCheckinOpen: isCheckinOpen(ctx, booking),
    hasInsuranceClaimDamages: damages.some((d) => d.compensationMode === 'insurance_claim'),
    hasPendingAmountDamages: damages.some((d) => d.compensationMode === 'pending_amount' && !d.isResolved),
    checkinImages: store.bookingImages.by('bookingId', booking.id).filter((i) => i.phase === 'checkin').map((i) => bookingImageView(ctx, i)),
    checkoutImages: store.bookingImages.by('bookingId', booking.id).filter((i) => i.phase === 'checkout').map((i) => bookingImageView(ctx, i)),
  };
  const order = orderOfBooking(store, booking.id);
  if (include.has('order') && order) view.order = orderView(ctx, order, new Set(['installments', 'transfers', 'deposit', 'items', 'discounts']));
  if (include.has('message')) {
    const message = messageId === null ? undefined : store.messages.get(messageId);
    view.message = message ? messageView(ctx, message) : null;
  }
  if (include.has('changeRequests')) view.changeRequests = store.changeRequests.by('bookingId', booking.id).map(changeRequestView);
  if (include.has('additionalDrivers')) view.additionalDrivers = store.additionalDrivers.by('bookingId', booking.id).map((d) => additionalDriverView(ctx, d));
  if (include.has('extraCharges')) view.extraCharges = store.extraCharges.by('bookingId', booking.id).map((c) => extraChargeView(ctx, c));
  if (include.has('extraChargeDiscounts')) view.extraChargeDiscounts = store.extraChargeDiscounts.by('bookingId', booking.id).map((d) => ({ ...d }));
  if (include.has('checkinDamages')) view.checkinDamages = checkinDamageIds.flatMap((id) => store.assetDamages.get(id) ?? []).map((d) => damageView(ctx, d));
  if (include.has('checkoutDamages')) view.checkoutDamages = damages.filter((d) => !checkinDamageIds.includes(d.id)).map((d) => damageView(ctx, d));
  if (include.has('events')) view.events = store.bookingEvents.by('bookingId', booking.id).map((e) => ({ ...e }));
  if (include.has('asset')) {
    const asset = store.assets.get(booking.assetId);
    if (asset) view.asset = assetView(ctx, asset, { exactLocation: CONFIRMED_STATUSES.includes(booking.ecommerceStatus) });
  }
  return view;
}
