import type { components, paths } from '@openapi/generated/schema';
import { chargeCard } from '../rules/test-cards';
import { ApiError, forbidden, invalidField, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { MEDIA_PREFIX } from '../http/media-urls';
import { isValidIban } from '../logic/iban';
import { ACCOUNT_LINK_PATH } from '../media/account-link-page';
import { cardBrandOf, cardNumberOf } from '../logic/payment-methods';
import { isProfileComplete } from '../logic/user-profile';
import type { BankAccountRow, PaymentMethodRow } from '../store/rows';
import { userView } from '../views/user.view';
import { isAdmin, subjectUser } from './access';

type S = components['schemas'];

/** 002 §6 top-owner criteria; the minimum number of completed bookings is configurable in the product, ours is 3. */
const TOP_OWNER_CRITERIA = { minimumAcceptanceRate: 0.6, minimumCompletedBookings: 3, minimumAverageRating: 4.5, windowDays: 365 };
const DAY_MS = 86_400_000;

const paymentMethodView = ({ id: _id, providerId, userId: _user, cardNumber: _card, ...method }: PaymentMethodRow): S['PaymentMethod'] => ({ ...method, id: providerId });
const bankAccountView = ({ id: _id, providerId, userId: _user, ...account }: BankAccountRow): S['BankAccount'] => ({ ...account, id: providerId });

/** The sandbox gateway's bank token carries the IBAN it was made from: `btok_<IBAN>`. */
const IBAN_OF_TOKEN = /^btok_([A-Za-z0-9]+)$/;

export function accountHandlers(api: Routes<paths>) {
  const me = (ctx: RouteContext) => viewerOf(ctx.viewer).user;
  const requireOwner = (ctx: RouteContext) => {
    const user = me(ctx);
    if (user.role !== 'owner' && user.role !== 'admin') throw forbidden('Only owners have these figures.');
    return user;
  };

  return [
    api.get('/me/payment-methods', ({ query, response }, ctx) => {
      const account = query.get('stripe-account');
      const status = query.get('filter[status]');
      const methods = ctx.store.paymentMethods.by('userId', me(ctx).id).filter((m) => (!account || m.stripeAccount === account) && (!status || m.status === status));
      return response(200).json({ data: methods.map(paymentMethodView) });
    }),

    api.post('/me/payment-methods', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { stripeAccount, paymentMethodId } = await request.json();
      const saved = new Map(ctx.store.paymentMethods.all().map((m) => [m.providerId, m.cardNumber]));
      const cardNumber = cardNumberOf(paymentMethodId, saved);
      if (!cardNumber) throw invalidField('paymentMethodId', 'Unknown payment method (use a sandbox test card, see README).');
      // Saving a card is checked like a small authorisation: declines are refused, 3-D Secure cards wait for confirmation.
      const check = chargeCard(cardNumber, 100);
      if (check.status === 'failed') throw new ApiError(402, check.slug, `The card was refused (${check.slug}).`);
      const existing = ctx.store.paymentMethods.by('userId', user.id).find((m) => m.providerId === paymentMethodId);
      const row =
        existing ??
        ctx.store.paymentMethods.insert({
          providerId: paymentMethodId,
          userId: user.id,
          cardNumber,
          type: 'card',
          brand: cardBrandOf(cardNumber),
          last4: cardNumber.slice(-4),
          expMonth: 12,
          expYear: Number(ctx.now.toISOString().slice(0, 4)) + 3,
          walletType: null,
          status: check.status === 'requires_action' ? 'requires_confirmation' : 'succeeded',
          stripeAccount,
          createdAt: ctx.now.toISOString(),
        });
      return response(201).json({ data: paymentMethodView(row) });
    }),

    api.delete('/me/payment-methods/{id}', ({ params, response }, ctx) => {
      const method = ctx.store.paymentMethods.by('userId', me(ctx).id).find((m) => m.providerId === params.id);
      if (!method) throw notFound('payment method');
      ctx.store.paymentMethods.delete(method.id);
      return response(204).empty();
    }),

    api.get('/me/bank-account', ({ response }, ctx) => {
      const account = ctx.store.bankAccounts.by('userId', me(ctx).id)[0];
      return response(200).json({ data: account ? bankAccountView(account) : null });
    }),

    api.post('/me/bank-account', async ({ request, response }, ctx) => {
      const user = me(ctx);
      const { stripeAccount, bankAccountToken } = await request.json();
      const iban = IBAN_OF_TOKEN.exec(bankAccountToken)?.[1] ?? '';
      if (!isValidIban(iban)) throw unprocessable('invalid_iban', 'The IBAN is not valid.', { bankAccountToken: ['The IBAN is not valid.'] });
      for (const old of ctx.store.bankAccounts.by('userId', user.id)) ctx.store.bankAccounts.delete(old.id);
      const account = ctx.store.bankAccounts.insert({
        providerId: `ba_sbx_${user.id}_${ctx.store.bankAccounts.size + 1}`,
        userId: user.id,
        bankName: null,
        last4: iban.slice(-4),
        country: iban.slice(0, 2).toUpperCase(),
        currency: user.currency,
        accountHolderName: user.organizationName ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
        stripeAccount,
        status: 'new',
      });
      return response(200).json({ data: bankAccountView(account) });
    }),

    api.post('/stripe/account-links', async ({ request, response }, ctx) => {
      const viewer = viewerOf(ctx.viewer);
      const body = await request.json();
      if (body.userId !== viewer.user.id && !isAdmin(viewer)) throw forbidden('An account link is only for your own account.');
      const user = subjectUser(ctx, String(body.userId));
      user.stripeAccountVerificationStatus = 'pending';
      // The sandbox's stand-in page for the provider's onboarding, which leads back to the app (README).
      const url = new URL(`${MEDIA_PREFIX}${ACCOUNT_LINK_PATH}`, request.url);
      url.searchParams.set('return', body.returnUrl);
      url.searchParams.set('refresh', body.refreshUrl);
      return response(201).json({ data: { ...body, url: url.toString(), expiresAt: new Date(ctx.now.getTime() + 5 * 60_000).toISOString() } });
    }),

    api.post('/me/update-stripe-account-verification-status', ({ response }, ctx) => {
      const user = me(ctx);
      const ready = isProfileComplete(user) && ctx.store.bankAccounts.by('userId', user.id).length > 0;
      user.stripeAccountVerificationStatus = ready ? 'verified' : 'requires_information';
      for (const account of ctx.store.bankAccounts.by('userId', user.id)) if (ready) account.status = 'verified';
      return response(200).json({ data: userView(ctx, user) });
    }),

    api.get('/me/year-stats', ({ query, response }, ctx) => {
      requireOwner(ctx);
      const user = subjectUser(ctx, query.get('userId'));
      const years = new Map<number, S['YearStats']>();
      for (const booking of ctx.store.bookings.by('ownerId', user.id)) {
        if (booking.ecommerceStatus !== 'completed') continue;
        const year = Number(booking.fromDate.slice(0, 4));
        const stats = years.get(year) ?? { year, bookings: 0, nights: 0, earnings: 0, drivenKilometres: 0, currency: booking.currency };
        const order = ctx.store.orders.by('bookingId', booking.id)[0];
        stats.bookings += 1;
        stats.nights += Math.round((Date.parse(booking.toDate) - Date.parse(booking.fromDate)) / DAY_MS);
        stats.earnings += order?.ownersTotal ?? 0;
        stats.drivenKilometres = (stats.drivenKilometres ?? 0) + Math.max(0, (booking.checkoutData?.mileage ?? 0) - (booking.checkinData?.mileage ?? 0));
        years.set(year, stats);
      }
      return response(200).json({ data: [...years.values()].sort((a, b) => b.year - a.year) });
    }),

    api.get('/me/owner-performance-data', ({ response }, ctx) => {
      const user = requireOwner(ctx);
      const since = ctx.now.getTime() - TOP_OWNER_CRITERIA.windowDays * DAY_MS;
      const requests = ctx.store.bookings.by('ownerId', user.id).filter((b) => b.requestStatus !== null && Date.parse(b.createdAt) >= since);
      const answered = requests.filter((b) => b.requestStatus !== 'requested' || b.expiry === 'unanswered');
      const accepted = requests.filter((b) => b.requestStatus === 'accepted');
      const responseMinutes = accepted.flatMap((b) => (b.acceptedAt ? [(Date.parse(b.acceptedAt) - Date.parse(b.createdAt)) / 60_000] : []));
      const assets = ctx.store.assets.by('ownerId', user.id);
      const reviewCount = assets.reduce((sum, a) => sum + a.reviewCount, 0);
      const ratingSum = assets.reduce((sum, a) => sum + a.ratingSum, 0);
      return response(200).json({
        data: {
          acceptanceRate: answered.length > 0 ? Math.round((accepted.length / answered.length) * 100) / 100 : 1,
          responseRate: requests.length > 0 ? Math.round((answered.filter((b) => b.expiry !== 'unanswered').length / requests.length) * 100) / 100 : null,
          averageResponseTimeMinutes: responseMinutes.length > 0 ? Math.round(responseMinutes.reduce((a, b) => a + b, 0) / responseMinutes.length) : null,
          completedBookings: ctx.store.bookings.by('ownerId', user.id).filter((b) => b.ecommerceStatus === 'completed').length,
          declinedBookings: requests.filter((b) => b.requestStatus === 'denied').length,
          averageRating: reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : null,
          reviewCount,
          isTopOwner: user.topOwner,
          topOwnerCriteria: TOP_OWNER_CRITERIA,
          updatedAt: `${ctx.now.toISOString().slice(0, 10)}T03:00:00.000Z`,
        },
      });
    }),
  ];
}
