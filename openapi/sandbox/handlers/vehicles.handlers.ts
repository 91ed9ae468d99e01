import type { components, paths } from '@openapi/generated/schema';
import { isOpen } from '@/entities/booking';
import { isCalendarDate, todayOf } from '../rules/calendar';
import { nightlyPrice } from '../rules/pricing';
import { searchAssets, type SearchRequest } from '../rules/search';
import { EQUIPMENT_FILTER_KEYS, parseAssetFilter, type AssetSort } from '../rules/search-filter';
import type { SearchableAsset } from '../rules/search-match';
import { ApiError, conflict, forbidden, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { activate, applyPlatformInsurance, checkAttributes, newAssetRow } from '../logic/asset-editing';
import { allAssetPeriods } from '../logic/asset-periods';
import { convertMinor } from '../logic/money';
import { vehicleDataOf } from '../logic/vehicle-data';
import type { AssetRow } from '../store/rows';
import { assetView, averageRatingOf, type AssetViewOptions } from '../views/asset.view';
import { paginate, pageOf } from '../views/pagination';
import { assetOf, idOf, isAdmin, ownAssetOf } from './access';

type S = components['schemas'];

/** 000 §9 radius options. */
const RADIUS_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200];
const CONFIRMED_STATUSES: readonly S['EcommerceStatus'][] = ['confirmed', 'active', 'ended', 'completed'];

/** The search's view of every vehicle (rules/search-match reads brand, owner and rating as objects). */
function searchable(ctx: RouteContext): SearchableAsset[] {
  const brands = new Map(ctx.store.brands.all().map((b) => [b.id, { name: b.name }]));
  const topOwners = new Set(ctx.store.users.where((u) => u.topOwner).map((u) => u.id));
  return ctx.store.assets.all().map((asset) => ({
    ...asset,
    brand: asset.brandId === null ? null : (brands.get(asset.brandId) ?? null),
    owner: { topOwner: topOwners.has(asset.ownerId) },
    averageRating: averageRatingOf(asset),
  }));
}

/** `filter[...]` values of the query, read by the search rules (400 for unknown keys and bad formats). */
function searchRequestOf(url: string, now: Date): SearchRequest {
  const query = new URL(url).searchParams;
  const raw: Record<string, string> = {};
  for (const [name, value] of query) {
    const key = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (key !== undefined) raw[key] = value;
  }
  const parsed = parseAssetFilter(raw, now);
  if (!parsed.ok) {
    const message = parsed.slug === 'unknown_filter_key' ? `Unknown filter key "${parsed.key}".` : `Malformed value of filter "${parsed.key}".`;
    throw new ApiError(400, parsed.slug, message, { [`filter.${parsed.key}`]: [message] });
  }
  const { page, size } = pageOf(url, 24);
  // Random order stays the same through a day, so paging a random list neither repeats nor skips vehicles.
  const seed = Number(todayOf(now).replace(/-/g, ''));
  return { filter: parsed.filter, sort: (query.get('sort') as AssetSort | null) ?? undefined, page, pageSize: size, seed };
}

function search(ctx: RouteContext, request: SearchRequest) {
  return searchAssets(searchable(ctx), request, allAssetPeriods(ctx.store), ctx.now);
}

/** A drafted or deactivated vehicle is visible to its owner and admins only. */
function visibleAsset(ctx: RouteContext, id: number): AssetRow {
  const asset = assetOf(ctx, id);
  if (asset.status !== 'published' && asset.ownerId !== ctx.viewer?.user.id && !isAdmin(ctx.viewer)) throw notFound('vehicle', 'vehicle_not_found');
  return asset;
}

/** 000 §6: a renter sees the exact location once a booking is confirmed and paid. */
const hasConfirmedBooking = (ctx: RouteContext, asset: AssetRow): boolean =>
  ctx.viewer !== null && ctx.store.bookings.by('assetId', asset.id).some((b) => b.renterId === ctx.viewer?.user.id && CONFIRMED_STATUSES.includes(b.ecommerceStatus));

export function vehicleHandlers(api: Routes<paths>) {
  return [
    api.get('/vehicle-data/{a}/{b}', ({ params, response }, ctx) => {
      const country = params.a.toUpperCase();
      if (!['SE', 'NO', 'FI', 'DK'].includes(country)) throw unprocessable('validation_failed', 'Automatic import works for SE, NO, FI and DK only.', { a: ['Automatic import works for se, no, fi and dk only.'] });
      const data = vehicleDataOf(ctx.store, country, params.b);
      if (!data) throw notFound('vehicle', 'vehicle_not_found');
      return response(200).json({ data });
    }),

    api.get('/assets', ({ request, query, response }, ctx) => {
      const request_ = searchRequestOf(request.url, ctx.now);
      const result = search(ctx, request_);
      if (query.get('target') === 'count') return response(200).json({ count: result.count, rounded_count: result.rounded_count });
      const wanted = request_.filter.availableBetween;
      const data = result.data.map((hit) => {
        const range = hit.matchedDates ?? (wanted ? { fromDate: wanted.from, toDate: wanted.to } : null);
        const options: AssetViewOptions = { range, matchedDates: hit.matchedDates, distance: hit.distance };
        return assetView(ctx, assetOf(ctx, hit.asset.id), options);
      });
      return response(200).json({ data, matchedDates: result.matchedDates, meta: result.meta });
    }),

    api.get('/assets/count', ({ request, response }, ctx) => {
      const result = search(ctx, { ...searchRequestOf(request.url, ctx.now), page: 1, pageSize: 1 });
      return response(200).json({ count: result.count, rounded_count: result.rounded_count });
    }),

    api.post('/assets', async ({ request, response }, ctx) => {
      const owner = viewerOf(ctx.viewer).user;
      if (owner.role !== 'owner') throw forbidden('Only owners list vehicles.');
      const fleet = ctx.store.assets.by('ownerId', owner.id);
      if (fleet.length > 0 && !owner.canManageMultipleAssets) throw forbidden('This account may have one vehicle only.', 'vehicle_limit_reached');
      const body = await request.json();
      checkAttributes(ctx.store, null, body, ctx.now);
      const { type: _type, ...attributes } = body;
      const asset = ctx.store.assets.insert(Object.assign(newAssetRow(owner, body.subType, ctx.now), attributes));
      applyPlatformInsurance(asset);
      return response(201).json({ data: assetView(ctx, asset) });
    }),

    api.get('/assets/{id}', ({ params, query, response }, ctx) => {
      const asset = visibleAsset(ctx, idOf(params.id));
      const fromDate = query.get('fromDate');
      const toDate = query.get('toDate');
      const range = fromDate && toDate && isCalendarDate(fromDate) && isCalendarDate(toDate) && toDate > fromDate ? { fromDate, toDate } : null;
      return response(200).json({ data: assetView(ctx, asset, { range, exactLocation: hasConfirmedBooking(ctx, asset), priceLines: true }) });
    }),

    api.put('/assets/{id}', async ({ params, request, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const { isActive, deactivationReason, deactivationExplanation, ...attributes } = await request.json();
      checkAttributes(ctx.store, asset, attributes, ctx.now);
      Object.assign(asset, attributes, { updatedAt: ctx.now.toISOString() });
      applyPlatformInsurance(asset);
      if (isActive === true && !asset.isActive) activate(ctx.store, asset, ctx.now);
      if (isActive === false && asset.isActive) {
        // 000 §5: deactivation needs a reason with an explanation; 000 §4: not with open bookings.
        if (!deactivationReason || !deactivationExplanation) throw unprocessable('validation_failed', 'Deactivation needs a reason and an explanation.', { deactivationReason: ['Give a reason and an explanation.'] });
        if (ctx.store.bookings.by('assetId', asset.id).some((b) => isOpen(b))) throw conflict('vehicle_has_open_bookings', 'A vehicle with open bookings cannot be deactivated.');
        Object.assign(asset, { isActive: false, status: 'deactivated', deactivationReason: `${deactivationReason}: ${deactivationExplanation}` });
      }
      return response(200).json({ data: assetView(ctx, asset) });
    }),

    api.delete('/assets/{id}', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      if (ctx.store.bookings.by('assetId', asset.id).some((b) => isOpen(b))) throw conflict('vehicle_has_open_bookings', 'A vehicle with open bookings cannot be deleted.');
      const { store } = ctx;
      for (const row of store.assetImages.by('assetId', asset.id)) store.assetImages.delete(row.id);
      for (const row of store.ownerAddons.by('assetId', asset.id)) store.ownerAddons.delete(row.id);
      for (const row of store.unavailablePeriods.by('assetId', asset.id)) store.unavailablePeriods.delete(row.id);
      for (const row of store.registrationDocuments.by('assetId', asset.id)) store.registrationDocuments.delete(row.id);
      for (const row of store.favorites.by('assetId', asset.id)) store.favorites.delete(row.id);
      store.assets.delete(asset.id);
      return response(204).empty();
    }),

    api.get('/asset-filters', ({ response }, ctx) => {
      const active = ctx.store.assets.where((a) => a.isActive);
      const currency = ctx.viewer?.user.currency ?? 'eur';
      const nightly = active.map((a) => convertMinor(nightlyPrice(a, 'high'), a.currency, currency));
      const subTypes = (['motorhome', 'campervan', 'caravan', 'other_camper'] as const).map((value) => ({
        value,
        label: { motorhome: 'Motorhome', campervan: 'Campervan', caravan: 'Caravan', other_camper: 'Other camper' }[value],
        count: active.filter((a) => a.subType === value).length,
      }));
      return response(200).json({
        data: {
          subTypes,
          brands: ctx.store.brands.all(),
          priceRange: { min: Math.min(...nightly), max: Math.max(...nightly), currency },
          equipment: [...EQUIPMENT_FILTER_KEYS],
          radiusOptions: RADIUS_OPTIONS,
        },
      });
    }),

    api.get('/asset-brands', ({ response }, ctx) => response(200).json({ data: ctx.store.brands.all() })),

    api.get('/me/assets', ({ request, response }, ctx) => {
      const { page, size } = pageOf(request.url, 15);
      const own = ctx.store.assets.by('ownerId', viewerOf(ctx.viewer).user.id).sort((a, b) => a.id - b.id);
      const { data, meta } = paginate(own, page, size);
      return response(200).json({ data: data.map((a) => assetView(ctx, a)), meta });
    }),

    api.get('/assets/{id}/related', ({ params, query, request, response }, ctx) => {
      const asset = visibleAsset(ctx, idOf(params.id));
      const count = Number(query.get('count') ?? 3);
      const base = searchRequestOf(request.url, ctx.now);
      // Related: the same subtype near the vehicle, closest first.
      const filter = { ...base.filter, subType: base.filter.subType ?? asset.subType, ...(asset.location ? { location: { ...asset.location, radius: 200 } } : {}) };
      const result = search(ctx, { filter, sort: 'distance', page: 1, pageSize: count + 1 });
      const related = result.data.filter((hit) => hit.asset.id !== asset.id).slice(0, count);
      return response(200).json({ data: related.map((hit) => assetView(ctx, assetOf(ctx, hit.asset.id), { distance: hit.distance })) });
    }),
  ];
}
