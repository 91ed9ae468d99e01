import type { components, paths } from '@openapi/generated/schema';
import { canBuyDeductibleBuydown, hasStarted } from '@/entities/booking';
import { nextPayableInstallment } from '@/entities/order';
import { addDays } from '../rules/calendar';
import { invalidField, notFound } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { ADDON_CATALOGUE } from '../logic/addon-catalogue';
import { NO_CHOICES, quoteBooking, type BookingChoices } from '../logic/booking-quote';
import { installmentsOfOrder, orderOfBooking } from '../logic/booking-records-access';
import { choicesOf } from '../logic/booking-records';
import { INSURANCE_ADDON_KINDS, insuranceAddonChoice, insuranceAddonName, offersInsuranceAddon, takesYoungDriverCover } from '../logic/insurance';
import { productByKey } from '../logic/products';
import type { AssetRow, OwnerAddonRow } from '../store/rows';
import { assetOf, bookingOf, idOf, ownAssetOf } from './access';

type S = components['schemas'];
type Range = { fromDate: string; toDate: string };

/** 000 §7: without dates the add-on prices are probed for a week in the following April. */
function probeRange(now: Date): Range {
  const year = now.getUTCMonth() >= 3 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { fromDate: `${year}-04-01`, toDate: `${year}-04-08` };
}

/** What one add-on costs for the stay: the quote with and without it. */
function addonTotal(asset: AssetRow, ownerAddons: readonly OwnerAddonRow[], range: Range, choices: Partial<BookingChoices>): number {
  const base = quoteBooking(asset, ownerAddons, range, NO_CHOICES);
  const withAddon = quoteBooking(asset, ownerAddons, range, { ...NO_CHOICES, ...choices });
  return withAddon.subtotal - base.subtotal;
}

function ownerAddonAsAddon(asset: AssetRow, addon: OwnerAddonRow, ownerAddons: readonly OwnerAddonRow[], range: Range): S['Addon'] {
  const entry = ADDON_CATALOGUE[addon.key];
  return {
    key: addon.key,
    type: addon.type,
    group: addon.group,
    name: entry.name,
    description: addon.description,
    price: addon.price,
    totalPrice: addonTotal(asset, ownerAddons, range, { addons: [{ key: addon.key, quantity: 1 }] }),
    currency: asset.currency,
    pricingStrategy: addon.pricingStrategy,
    quantity: 1,
    maxQuantity: addon.quantity,
    allowsQuantity: entry.allowsQuantity,
    selected: false,
    isMandatory: false,
    productId: null,
  };
}

/** The insurance add-ons for `driver` (the renter; the viewer while one looks before booking): no young driver cover past 28. */
function insuranceAddons(asset: AssetRow, ownerAddons: readonly OwnerAddonRow[], range: Range, ctx: RouteContext, exclude: readonly string[], driver: { birthDate?: string | null } | undefined): S['Addon'][] {
  const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  if (!vendor) return [];
  const young = takesYoungDriverCover(driver?.birthDate, range.fromDate);
  return INSURANCE_ADDON_KINDS.filter((kind) => kind !== 'young_driver_insurance' && offersInsuranceAddon(vendor, kind) && !exclude.includes(kind) && (kind !== 'young_driver' || young)).map((kind) => {
    const choice = insuranceAddonChoice(kind, asset.currency);
    return {
      key: kind,
      type: 'insurance',
      group: null,
      name: insuranceAddonName(kind),
      description: null,
      price: choice.price,
      totalPrice: addonTotal(asset, ownerAddons, range, { insuranceAddons: [kind] }),
      currency: asset.currency,
      pricingStrategy: choice.pricingStrategy,
      quantity: 1,
      maxQuantity: 1,
      allowsQuantity: false,
      selected: false,
      isMandatory: false,
      productId: productByKey(ctx.store, asset.country, kind)?.id ?? null,
    };
  });
}

/** `filter[type]` and `filter[key]` (comma-separated keys) of the add-on lists. */
function filtered(addons: S['Addon'][], query: URLSearchParams): S['Addon'][] {
  const type = query.get('filter[type]');
  const keys = query.get('filter[key]')?.split(',').map((k) => k.trim());
  return addons.filter((a) => (!type || a.type === type) && (!keys || keys.includes(String(a.key))));
}

function checkOffer(body: S['OwnerAddonWrite']): void {
  const entry = ADDON_CATALOGUE[body.key];
  if ((body.quantity ?? 1) > 1 && !entry.allowsQuantity) throw invalidField('quantity', 'This add-on is offered as one piece.');
  // 000 §3: interior cleaning, toilet cleaning and pick-up are charged per booking only.
  if (entry.perBookingOnly && body.pricingStrategy === 'per_booking_night') throw invalidField('pricingStrategy', 'This service is charged per booking only.');
}

export function addonHandlers(api: Routes<paths>) {
  const ownAddon = (ctx: RouteContext, assetId: number, addonId: number) => {
    const asset = ownAssetOf(ctx, assetId);
    const addon = ctx.store.ownerAddons.get(addonId);
    if (!addon || addon.assetId !== asset.id) throw notFound('add-on');
    return { asset, addon };
  };

  return [
    api.get('/assets/{id}/available-addons', ({ params, query, request, response }, ctx) => {
      const asset = assetOf(ctx, idOf(params.id));
      const fromDate = query.get('fromDate');
      const toDate = query.get('toDate');
      const range = fromDate && toDate && toDate > fromDate ? { fromDate, toDate } : probeRange(ctx.now);
      const ownerAddons = ctx.store.ownerAddons.by('assetId', asset.id);
      const addons = [...ownerAddons.map((a) => ownerAddonAsAddon(asset, a, ownerAddons, range)), ...insuranceAddons(asset, ownerAddons, range, ctx, [], ctx.viewer?.user)];
      return response(200).json({ data: filtered(addons, new URL(request.url).searchParams) });
    }),

    api.get('/bookings/{id}/available-addons', ({ params, request, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      const asset = assetOf(ctx, booking.assetId);
      const order = orderOfBooking(ctx.store, booking.id);
      const next = order ? nextPayableInstallment(installmentsOfOrder(ctx.store, order.id)) : undefined;
      const buydownAllowed = canBuyDeductibleBuydown(
        { ...booking, hasDeductibleBuydown: booking.insuranceAddons.includes('deductible_buydown') },
        next,
        ctx.now,
      );
      const bought = [...booking.insuranceAddons, ...(buydownAllowed ? [] : ['deductible_buydown'])];
      // Insurance add-ons can be bought until the trip starts.
      const open = (booking.ecommerceStatus === 'pending_confirmation' || booking.ecommerceStatus === 'confirmed') && !hasStarted(booking, ctx.now);
      const addons = open ? insuranceAddons(asset, ctx.store.ownerAddons.by('assetId', asset.id), { fromDate: booking.fromDate, toDate: booking.toDate }, ctx, bought, ctx.store.users.get(booking.renterId)) : [];
      const chosen = choicesOf(ctx.store, booking);
      return response(200).json({ data: filtered(addons.map((a) => ({ ...a, selected: chosen.insuranceAddons.includes(a.key as S['InsuranceAddonKind']) })), new URL(request.url).searchParams) });
    }),

    api.get('/assets/{id}/pricing-examples', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const year = ctx.now.getUTCFullYear() + (ctx.now.getUTCMonth() >= 6 ? 1 : 0);
      const examples: { season: 'high' | 'low'; fromDate: string; nights: number }[] = [
        { season: 'high', fromDate: `${year}-07-04`, nights: 7 },
        { season: 'high', fromDate: `${year}-07-11`, nights: 14 },
        { season: 'low', fromDate: `${year}-09-12`, nights: 3 },
        { season: 'low', fromDate: `${year}-10-03`, nights: 7 },
      ];
      const ownerAddons = ctx.store.ownerAddons.by('assetId', asset.id);
      const data = examples.flatMap(({ season, fromDate, nights }) => {
        if (asset.highWeeklyPriceWithoutCleaning <= 0 || asset.lowWeeklyPriceWithoutCleaning <= 0) return [];
        const toDate = addDays(fromDate, nights);
        const quote = quoteBooking(asset, ownerAddons, { fromDate, toDate }, NO_CHOICES);
        return [{ season, nights, fromDate, toDate, pricePerNight: Math.round(quote.total / nights), totalPrice: quote.total, ownerEarnings: quote.ownersTotal, currency: asset.currency }];
      });
      return response(200).json({ data });
    }),

    api.get('/assets/{id}/owner-addons', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.ownerAddons.by('assetId', asset.id).map((a) => ({ ...a })) });
    }),

    api.post('/assets/{id}/owner-addons', async ({ params, request, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const body = await request.json();
      checkOffer(body);
      if (ctx.store.ownerAddons.by('assetId', asset.id).some((a) => a.key === body.key)) throw invalidField('key', 'This add-on is already offered.');
      const entry = ADDON_CATALOGUE[body.key];
      const addon = ctx.store.ownerAddons.insert({
        assetId: asset.id,
        key: body.key,
        type: entry.type,
        group: entry.group,
        price: body.price,
        pricingStrategy: body.pricingStrategy,
        quantity: body.quantity ?? 1,
        description: body.description ?? null,
      });
      return response(201).json({ data: { ...addon } });
    }),

    api.put('/assets/{id}/owner-addons/{addonId}', async ({ params, request, response }, ctx) => {
      const { asset, addon } = ownAddon(ctx, idOf(params.id), idOf(params.addonId));
      const body = await request.json();
      checkOffer(body);
      if (body.key !== addon.key && ctx.store.ownerAddons.by('assetId', asset.id).some((a) => a.key === body.key)) throw invalidField('key', 'This add-on is already offered.');
      const entry = ADDON_CATALOGUE[body.key];
      Object.assign(addon, { key: body.key, type: entry.type, group: entry.group, price: body.price, pricingStrategy: body.pricingStrategy, quantity: body.quantity ?? addon.quantity, description: body.description ?? addon.description });
      return response(200).json({ data: { ...addon } });
    }),

    api.delete('/assets/{id}/owner-addons/{addonId}', ({ params, response }, ctx) => {
      const { addon } = ownAddon(ctx, idOf(params.id), idOf(params.addonId));
      ctx.store.ownerAddons.delete(addon.id);
      return response(204).empty();
    }),

    api.get('/assets/{id}/price-suggestions', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      // Similar: same subtype and country, model year within three years, listed.
      const similar = ctx.store.assets.where(
        (a) => a.id !== asset.id && a.isActive && a.subType === asset.subType && a.country === asset.country && Math.abs((a.modelYear ?? 0) - (asset.modelYear ?? 0)) <= 3,
      );
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const pool = similar.length > 0 ? similar : ctx.store.assets.where((a) => a.isActive && a.subType === asset.subType && a.country === asset.country);
      return response(200).json({
        data: {
          highWeeklyPriceWithoutCleaning: median(pool.map((a) => a.highWeeklyPriceWithoutCleaning)),
          lowWeeklyPriceWithoutCleaning: median(pool.map((a) => a.lowWeeklyPriceWithoutCleaning)),
          priceHighDiscount: median(pool.map((a) => a.priceHighDiscount)),
          priceLowDiscount: median(pool.map((a) => a.priceLowDiscount)),
          currency: asset.currency,
          similarVehiclesCount: similar.length,
        },
      });
    }),
  ];
}
