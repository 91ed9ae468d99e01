import type { components, paths } from '@openapi/generated/schema';
import { hasStarted, isOpen } from '@/entities/booking';
import { insuranceEligibility } from '@/entities/vehicle';
import { daysBetween, todayOf } from '../rules/calendar';
import { conflict, notFound, unprocessable } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { applyPlatformInsurance } from '../logic/asset-editing';
import { orderOfBooking } from '../logic/booking-records-access';
import {
  CANCELLATION_INSURANCE_CUTOFF,
  INSURANCE_ADDON_KINDS,
  INSURANCE_VALUE_BANDS,
  PLATFORM_PLANS,
  takesYoungDriverCover,
  insuranceAddonChoice,
  insuranceAddonName,
  insuranceBandOf,
  offersInsuranceAddon,
  planDeductible,
  planPricePerNight,
  platformInsuranceVendorOf,
} from '../logic/insurance';
import { addInstallment } from '../logic/order-additions';
import { isConsideredSwiss } from '../logic/user-profile';
import type { AssetRow } from '../store/rows';
import { assetView } from '../views/asset.view';
import { bookingView } from '../views/booking.view';
import { assetOf, bookingOf, idOf, ownAssetOf, requireRole } from './access';

type S = components['schemas'];

/** External claim forms (001 §7: by insurer, by locale for the Swiss insurer). */
const CLAIM_FORMS: Readonly<Record<string, string>> = {
  omocom: 'https://www.omocom.se/en/claims',
  baloise: 'https://www.baloise.ch/en/private/claims.html',
};
const PLAN_NAMES: Readonly<Record<S['PlatformInsurancePlan'], string>> = { omocom_basic: 'Basic', omocom_plus: 'Plus', omocom_complete: 'Complete' };

function products(ctx: RouteContext, assetId: number, nights: number): S['InsuranceProduct'][] {
  const asset = assetOf(ctx, assetId);
  const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  if (!vendor) return [];
  const viewer = ctx.viewer?.user;
  const today = todayOf(ctx.now);
  const plans: S['InsuranceProduct'][] =
    vendor === 'omocom'
      ? PLATFORM_PLANS.map((plan, index) => ({
          id: index + 1,
          key: plan,
          kind: 'plan',
          vendor,
          name: `Omocom ${PLAN_NAMES[plan]}`,
          description: null,
          price: planPricePerNight(plan, asset.insuranceValue, asset.currency) * nights,
          pricingStrategy: 'per_booking_night',
          currency: asset.currency,
          deductible: planDeductible(plan, asset.currency),
          isMandatory: plan === 'omocom_basic',
          isAvailable: true,
          unavailableReason: null,
          termsUrl: 'https://www.omocom.se/en/terms',
        }))
      : [];
  const addons = INSURANCE_ADDON_KINDS.filter((kind) => kind !== 'young_driver_insurance' && offersInsuranceAddon(vendor, kind)).map((kind, index): S['InsuranceProduct'] => {
    const { price, pricingStrategy } = insuranceAddonChoice(kind, asset.currency);
    const reason =
      kind === 'young_driver' && viewer && !takesYoungDriverCover(viewer.birthDate, today)
        ? 'insurance_not_available'
        : kind === 'cancellation_cost_insurance' && ctx.now.toISOString() >= CANCELLATION_INSURANCE_CUTOFF
          ? 'insurance_not_available'
          : vendor === 'baloise' && viewer && !isConsideredSwiss(viewer.country)
            ? 'insurance_limited_to_swiss_residents'
            : null;
    return {
      id: 100 + index,
      key: kind,
      kind: 'addon',
      vendor,
      name: insuranceAddonName(kind),
      description: null,
      price,
      pricingStrategy,
      currency: asset.currency,
      deductible: null,
      isMandatory: false,
      isAvailable: reason === null,
      unavailableReason: reason,
      termsUrl: null,
    };
  });
  return [...plans, ...addons];
}

/** The Nordic plans' prices per insured-value band; the Swiss insurer prices per vehicle, so it has none. */
function priceLevels(asset: AssetRow): S['InsurancePriceLevel'][] {
  if (platformInsuranceVendorOf(asset.country) !== 'omocom') return [];
  const current = insuranceBandOf(asset.insuranceValue);
  return PLATFORM_PLANS.flatMap((plan) =>
    INSURANCE_VALUE_BANDS.map((band) => ({
      key: plan,
      insuranceValue: band,
      pricePerNight: planPricePerNight(plan, band, asset.currency),
      deductible: planDeductible(plan, asset.currency),
      currency: asset.currency,
      isCurrent: band === current && asset.insuranceValue !== null,
    })),
  );
}

export function insuranceHandlers(api: Routes<paths>) {
  return [
    api.post('/assets/{id}/confirm-insurance-requirements', async ({ params, request, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const body = await request.json();
      if (body.ownInsuranceConfirmed) {
        // 000 §4: confirming own cover switches the platform insurance off.
        asset.insuranceCompany = body.insuranceCompany ?? 'Own insurance';
        applyPlatformInsurance(asset);
        return response(200).json({ data: assetView(ctx, asset) });
      }
      if (body.insuranceValue !== undefined && !(INSURANCE_VALUE_BANDS as readonly number[]).includes(body.insuranceValue)) {
        throw unprocessable('validation_failed', 'The insured value must be one of the bands.', { insuranceValue: [`One of ${INSURANCE_VALUE_BANDS.join(', ')}.`] });
      }
      const { ownInsuranceConfirmed: _own, insuranceCompany: _company, ...requirements } = body;
      Object.assign(asset, requirements, { gasTankChangeConfirmed: true, insuranceCompany: null, updatedAt: ctx.now.toISOString() });
      applyPlatformInsurance(asset);
      if (!asset.hasPlatformInsurance) {
        const { reasons } = insuranceEligibility({ ...asset, isConsideredSwiss: isConsideredSwiss(asset.country) });
        throw unprocessable('insurance_not_available', 'The vehicle does not qualify for the platform insurance.', { insurance: reasons.length > 0 ? reasons : ['not_insured_country'] });
      }
      return response(200).json({ data: assetView(ctx, asset) });
    }),

    api.get('/assets/{id}/insurance-price-levels', ({ params, response }, ctx) => {
      return response(200).json({ data: priceLevels(assetOf(ctx, idOf(params.id))) });
    }),

    api.get('/assets/{id}/available-insurance-products', ({ params, query, response }, ctx) => {
      const fromDate = query.get('fromDate');
      const toDate = query.get('toDate');
      const nights = fromDate && toDate && toDate > fromDate ? daysBetween(fromDate, toDate) : 1;
      return response(200).json({ data: products(ctx, idOf(params.id), nights) });
    }),

    api.get('/bookings/{id}/insurance-claims', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      const claims = ctx.store.insuranceClaims.by('bookingId', booking.id).filter((c) => c.status !== 'noclaim');
      return response(200).json({ data: claims.map((c) => ({ ...c })) });
    }),

    api.get('/bookings/{id}/insurance-policy', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      const vendor = booking.insuranceVendor ?? 'owner';
      const status: S['InsurancePolicy']['status'] = booking.ecommerceStatus.startsWith('canceled')
        ? 'canceled'
        : booking.ecommerceStatus === 'active'
          ? 'active'
          : booking.ecommerceStatus === 'ended' || booking.ecommerceStatus === 'completed'
            ? 'expired'
            : 'pending';
      return response(200).json({
        data: {
          id: booking.id,
          bookingId: booking.id,
          vendor,
          planKey: booking.insuranceKey,
          addons: booking.insuranceAddons,
          policyNumber: booking.insuranceId,
          status,
          startsAt: booking.checkin.scheduledAt ?? `${booking.fromDate}T00:00:00.000Z`,
          endsAt: `${booking.toDate}T23:59:59.000Z`,
          deductible: booking.deductible,
          currency: booking.currency,
          documentUrl: booking.insuranceId ? ctx.urls.file('insurance-policy', booking.id) : null,
          claimFormUrl: CLAIM_FORMS[vendor] ?? null,
        },
      });
    }),

    api.post('/bookings/{id}/upgrade-insurance', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'Only the renter upgrades the insurance.');
      const { insuranceKey, travelAbroad } = await request.json();
      const current = booking.insuranceKey;
      if (booking.insuranceVendor !== 'omocom' || current === null) throw conflict('insurance_not_available', 'This booking has no platform plan to upgrade.');
      if (!isOpen(booking) || hasStarted(booking, ctx.now)) throw conflict('booking_action_not_allowed', 'The insurance can be upgraded until the trip starts.');
      if (PLATFORM_PLANS.indexOf(insuranceKey) <= PLATFORM_PLANS.indexOf(current)) throw conflict('booking_action_not_allowed', 'Choose a higher tier than the current plan.');
      const asset = assetOf(ctx, booking.assetId);
      const order = orderOfBooking(ctx.store, booking.id);
      if (!order) throw notFound('order');
      const nights = daysBetween(booking.fromDate, booking.toDate);
      const difference = (planPricePerNight(insuranceKey, asset.insuranceValue, asset.currency) - planPricePerNight(current, asset.insuranceValue, asset.currency)) * nights;
      addInstallment(ctx.store, booking, order, 'insurance_coverage_change', difference, 0, ctx.now);
      booking.insuranceKey = insuranceKey;
      booking.deductible = planDeductible(insuranceKey, asset.currency);
      if (travelAbroad && !booking.insuranceAddons.includes('travel_abroad')) {
        const addon = insuranceAddonChoice('travel_abroad', asset.currency);
        addInstallment(ctx.store, booking, order, 'travel_abroad_insurance', addon.price * nights, 0, ctx.now);
        booking.insuranceAddons = [...booking.insuranceAddons, 'travel_abroad'];
        booking.travelAbroad = true;
      }
      ctx.store.bookingEvents.insert({ bookingId: booking.id, type: 'insurance_upgraded', actor: 'renter', amount: difference, currency: booking.currency, data: { from: current, to: insuranceKey }, occurredAt: ctx.now.toISOString() });
      return response(200).json({ data: bookingView(ctx, booking, new Set(['order'])) });
    }),
  ];
}
