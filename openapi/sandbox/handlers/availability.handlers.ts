import type { components, paths } from '@openapi/generated/schema';
import { isOpen } from '@/entities/booking';
import { unavailableDates } from '../rules/availability';
import { addDays, dateOfEpochDay, epochDay, todayOf } from '../rules/calendar';
import { conflict, forbidden, invalidField, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { assetPeriods } from '../logic/asset-periods';
import type { AssetRow, UnavailablePeriodRow } from '../store/rows';
import { assetOf, idOf, isAdmin, ownAssetOf } from './access';

type S = components['schemas'];

/** How far ahead the calendar lists blocked dates. */
const CALENDAR_DAYS = 365;
const BOOKED_STATUSES: readonly S['EcommerceStatus'][] = ['pending_confirmation', 'confirmed', 'active', 'ended', 'completed'];

/** ISO weekday (1 = Monday) of a date. */
const weekday = (date: string): number => ((epochDay(date) + 3) % 7) + 1;

function calendar(asset: AssetRow, ctx: RouteContext, exceptBookingId: number | undefined, ignoreLeadTime: boolean): S['UnavailableDates'] {
  const today = todayOf(ctx.now);
  const until = addDays(today, CALENDAR_DAYS);
  const options = { exceptBookingId, ignoreLeadTime };
  const blocked = unavailableDates(asset, assetPeriods(ctx.store, asset.id), today, until, ctx.now, options);
  const blockedSet = new Set(blocked);
  const days = Array.from({ length: CALENDAR_DAYS + 1 }, (_, i) => dateOfEpochDay(epochDay(today) + i));
  const refused = (weekdays: readonly number[]) => (weekdays.length === 0 ? [] : days.filter((d) => !weekdays.includes(weekday(d))));
  return {
    unavailableDates: blocked,
    checkinUnavailableDates: refused(asset.checkinWeekdays),
    checkoutUnavailableDates: refused(asset.checkoutWeekdays),
    firstAvailableDate: days.find((d) => !blockedSet.has(d) && (asset.checkinWeekdays.length === 0 || asset.checkinWeekdays.includes(weekday(d)))) ?? null,
  };
}

/** A blocked period may not cover nights already booked. */
function checkFree(ctx: RouteContext, assetId: number, fromDate: string, toDate: string): void {
  const clash = ctx.store.bookings.by('assetId', assetId).some((b) => isOpen(b) && b.fromDate <= toDate && b.toDate > fromDate);
  if (clash) throw conflict('dates_unavailable', 'The vehicle is booked on some of these dates.');
}

const periodView = (period: UnavailablePeriodRow): S['UnavailablePeriod'] => ({ ...period });

export function availabilityHandlers(api: Routes<paths>) {
  const ownPeriod = (ctx: RouteContext, id: number): UnavailablePeriodRow => {
    const period = ctx.store.unavailablePeriods.get(id);
    if (!period) throw notFound('unavailable period');
    ownAssetOf(ctx, period.assetId);
    return period;
  };

  return [
    api.get('/assets/{id}/unavailable-dates', ({ params, query, response }, ctx) => {
      const asset = assetOf(ctx, idOf(params.id));
      const except = query.get('except-booking');
      const isOwner = ctx.viewer?.user.id === asset.ownerId || isAdmin(ctx.viewer);
      const ignoreLeadTime = isOwner && ['1', 'true'].includes(query.get('ignore-lead-time') ?? '');
      return response(200).json({ data: calendar(asset, ctx, except === null ? undefined : Number(except), ignoreLeadTime) });
    }),

    api.get('/assets/{id}/rented-periods', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      const periods = ctx.store.bookings
        .by('assetId', asset.id)
        .filter((b) => BOOKED_STATUSES.includes(b.ecommerceStatus))
        .sort((a, b) => a.fromDate.localeCompare(b.fromDate))
        .map((b) => ({ bookingId: b.id, fromDate: b.fromDate, toDate: b.toDate, ecommerceStatus: b.ecommerceStatus, renterFirstName: ctx.store.users.get(b.renterId)?.firstName ?? null }));
      return response(200).json({ data: periods });
    }),

    api.get('/assets/{id}/unavailable-periods', ({ params, response }, ctx) => {
      const asset = ownAssetOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.unavailablePeriods.by('assetId', asset.id).sort((a, b) => a.fromDate.localeCompare(b.fromDate)).map(periodView) });
    }),

    api.post('/unavailable-periods', async ({ request, response }, ctx) => {
      const body = await request.json();
      const asset = ctx.store.assets.get(body.assetId);
      if (!asset) throw invalidField('assetId', 'No such vehicle.');
      if (asset.ownerId !== viewerOf(ctx.viewer).user.id && !isAdmin(ctx.viewer)) throw forbidden('Only the owner blocks dates.');
      if (body.toDate < body.fromDate) throw invalidField('toDate', 'The end date must be on or after the start date.');
      checkFree(ctx, asset.id, body.fromDate, body.toDate);
      const period = ctx.store.unavailablePeriods.insert({
        assetId: asset.id,
        fromDate: body.fromDate,
        toDate: body.toDate,
        note: body.note ?? null,
        reason: body.reason ?? null,
        createdAt: ctx.now.toISOString(),
      });
      return response(201).json({ data: periodView(period) });
    }),

    api.put('/unavailable-periods/{id}', async ({ params, request, response }, ctx) => {
      const period = ownPeriod(ctx, idOf(params.id));
      const change = await request.json();
      // 000 §5: once a period has started only its end date can change.
      const started = period.fromDate <= todayOf(ctx.now);
      if (started && (change.fromDate ?? period.fromDate) !== period.fromDate) {
        throw unprocessable('unavailable_period_started', 'The period has started; only its end date can change.', { fromDate: ['The period has started.'] });
      }
      const next = { ...period, ...change };
      if (next.toDate < next.fromDate) throw invalidField('toDate', 'The end date must be on or after the start date.');
      checkFree(ctx, period.assetId, next.fromDate, next.toDate);
      Object.assign(period, change);
      return response(200).json({ data: periodView(period) });
    }),

    api.delete('/unavailable-periods/{id}', ({ params, response }, ctx) => {
      const period = ownPeriod(ctx, idOf(params.id));
      ctx.store.unavailablePeriods.delete(period.id);
      return response(204).empty();
    }),
  ];
}
