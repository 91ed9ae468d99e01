import type { components, paths } from '@openapi/generated/schema';
import { ApiError, forbidden } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { productForBooking } from '../logic/products';
import type { PayoutRow } from '../store/rows';
import { paginate, pageOf } from '../views/pagination';
import { subjectUser } from './access';

type S = components['schemas'];

const payoutView = (payout: PayoutRow): S['Payout'] => ({ ...payout, bookingTransactions: payout.bookingTransactions.map((t) => ({ ...t })) });

export function payoutHandlers(api: Routes<paths>) {
  /** Payouts are the owner's (admins may name the owner with userId). */
  const payoutsOf = (ctx: RouteContext, userId: string | null): PayoutRow[] => {
    const user = subjectUser(ctx, userId);
    if (user.role !== 'owner' && ctx.viewer?.user.role !== 'admin') throw forbidden('Payouts are for owners.');
    return ctx.store.payouts.by('userId', user.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  };

  return [
    api.get('/payouts', ({ query, request, response }, ctx) => {
      const { page, size } = pageOf(request.url, 15);
      const { data, meta } = paginate(payoutsOf(ctx, query.get('userId')), page, size);
      return response(200).json({ data: data.map(payoutView), meta });
    }),

    api.get('/payouts/{id}', ({ params, query, response }, ctx) => {
      const payout = payoutsOf(ctx, query.get('userId')).find((p) => p.id === Number(params.id));
      if (!payout) throw new ApiError(404, 'payout_not_found', 'The payout couldn’t be found.');
      return response(200).json({ data: payoutView(payout) });
    }),

    api.get('/payout-reports', ({ query, response }, ctx) => {
      const year = query.get('year');
      const paid = payoutsOf(ctx, query.get('userId')).filter((p) => !p.estimated && p.status !== 'failed' && p.status !== 'canceled' && p.arrivalDate !== null);
      const months = new Map<string, PayoutRow[]>();
      for (const payout of paid) {
        const month = (payout.arrivalDate ?? '').slice(0, 7);
        if (year === null || month.startsWith(year)) months.set(month, [...(months.get(month) ?? []), payout]);
      }
      const ordered = [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
      const yearly = new Map<string, number>();
      const reports = ordered.map(([month, payouts]): S['PayoutReport'] => {
        const total = payouts.reduce((sum, p) => sum + p.amount, 0);
        const yearKey = month.slice(0, 4);
        yearly.set(yearKey, (yearly.get(yearKey) ?? 0) + total);
        const bookings = payouts.flatMap((p) => p.bookingTransactions).flatMap((t) => (typeof t.bookingId === 'number' ? (ctx.store.bookings.get(t.bookingId) ?? []) : []));
        const driven = bookings.reduce((sum, b) => sum + Math.max(0, (b.checkoutData?.mileage ?? 0) - (b.checkinData?.mileage ?? 0)), 0);
        const userId = payouts[0]?.userId ?? 0;
        return { month, pdfUrl: ctx.urls.file('payout-report', `${userId}-${month}`), totalPayout: total, yearlyTotal: yearly.get(yearKey) ?? total, drivenKilometres: driven, currency: payouts[0]?.currency ?? 'eur' };
      });
      return response(200).json({ data: reports.reverse() });
    }),

    api.get('/products', ({ request, response }, ctx) => {
      const query = new URL(request.url).searchParams;
      const filter = (key: string) => query.get(`filter[${key}]`);
      const booking = filter('bookingId') === null ? undefined : ctx.store.bookings.get(Number(filter('bookingId')));
      const asset = filter('assetId') === null ? undefined : ctx.store.assets.get(Number(filter('assetId')));
      const country = filter('country') ?? booking?.assetSnapshot.country ?? asset?.country ?? null;
      const vendor = filter('vendor') ?? booking?.insuranceVendor ?? asset?.insuranceVendor ?? null;
      const products = ctx.store.products.where(
        (p) =>
          (filter('key') === null || p.key === filter('key')) &&
          (filter('type') === null || p.type === filter('type')) &&
          (country === null || p.country === country) &&
          (vendor === null || p.vendor === null || p.vendor === vendor),
      );
      return response(200).json({ data: products.map((p) => (booking ? productForBooking(ctx.store, p, booking) : { ...p })) });
    }),
  ];
}
