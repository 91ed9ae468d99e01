import type { components, paths } from '@openapi/generated/schema';
import { notFound, unprocessable } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { OWNER_SERVICE_FEE_PERCENTAGE } from '../logic/booking-quote';
import { ISO_LOCALES, siteLocaleOfIso } from '../logic/locales';
import { vehicleDataOf } from '../logic/vehicle-data';
import { COUNTRIES, type SandboxCountry } from '../seed/words/places';
import type { PageRow } from '../store/rows';

type S = components['schemas'];

/** reCAPTCHA in the sandbox: this token fails the check, any other passes. */
export const FAILING_RECAPTCHA_TOKEN = 'sandbox-recaptcha-fail';
/** 002 §2.1 URL prefixes of the site locales (English has none). */
const LOCALE_PREFIX: Readonly<Record<S['Locale'], string>> = { en: '', at: '/at', de: '/de', dk: '/dk', fi: '/fi', 'fi-sv': '/fi-sv', no: '/no', se: '/se', ch: '', fr: '' };
/** High-season and low-season weeks a typical listing is rented in a year (for the earnings estimate). */
const WEEKS_RENTED = { high: 8, low: 4 };

/** 002 §5: a CMS path is stripped of byte-order marks and trimmed before lookup. */
const normalisePath = (path: string): string => `/${path.replace(/\uFEFF/g, '').trim().replace(/^\/+|\/+$/g, '')}`;

function summary(page: PageRow): S['PageSummary'] {
  return { id: page.id, slug: page.slug, path: page.path, title: page.title, breadcrumbTitle: page.breadcrumbTitle };
}

function pageView(ctx: RouteContext, page: PageRow, include: ReadonlySet<string>): S['Page'] {
  const { group, parentGroup, ...fields } = page;
  const view: S['Page'] = { ...fields };
  const sameLocale = ctx.store.pages.by('locale', page.locale);
  if (include.has('parent')) view.parent = parentGroup ? (sameLocale.filter((p) => p.group === parentGroup).map(summary)[0] ?? null) : null;
  if (include.has('children')) view.children = sameLocale.filter((p) => p.parentGroup === group).map(summary);
  if (include.has('translations')) view.translations = ctx.store.pages.by('group', group).filter((p) => p.id !== page.id).map((p) => ({ locale: p.locale, path: p.path, slug: p.slug }));
  return view;
}

/** The site locale a request asks for (Accept-Language), English by default. */
function requestLocale(request: Request): S['Locale'] {
  const tags = (request.headers.get('accept-language') ?? '').split(',').map((t) => t.split(';')[0]?.trim() ?? '');
  for (const tag of tags) {
    const locale = siteLocaleOfIso(tag) ?? (Object.keys(ISO_LOCALES).includes(tag) ? (tag as S['Locale']) : undefined);
    if (locale) return locale;
  }
  return 'en';
}

export function siteHandlers(api: Routes<paths>) {
  return [
    api.get('/health.json', ({ response }, ctx) => response(200).json({ ...ctx.store.site.health })),

    api.get('/exchange-rates', ({ query, response }, ctx) => {
      const base = (query.get('base') ?? 'eur') as S['Currency'];
      const euro = ctx.store.site.exchangeRates;
      const rate = (currency: S['Currency']) => Math.round((euro[currency] / euro[base]) * 1e6) / 1e6;
      return response(200).json({
        data: { base, rates: { sek: rate('sek'), nok: rate('nok'), eur: rate('eur'), dkk: rate('dkk'), chf: rate('chf') }, updatedAt: ctx.store.site.exchangeRatesUpdatedAt },
      });
    }),

    api.get('/user-terms', ({ request, response }, ctx) => {
      const current = ctx.store.userTerms.all().sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
      if (!current) throw notFound('user terms');
      return response(200).json({ data: { ...current, url: `${new URL(request.url).origin}/user-terms` } });
    }),

    api.get('/pages', ({ request, response }, ctx) => {
      const query = new URL(request.url).searchParams;
      const path = query.get('filter[path]');
      const iso = query.get('filter[locale]');
      const slug = query.get('filter[slug]');
      const isRoot = query.get('filter[isRoot]');
      const locale = iso === null ? undefined : siteLocaleOfIso(iso);
      const include = new Set((query.get('include') ?? '').split(',').map((s) => s.trim()));
      const pages = ctx.store.pages.where(
        (p) =>
          (path === null || p.path === normalisePath(path)) &&
          (iso === null || p.locale === locale) &&
          (slug === null || p.slug === slug) &&
          (isRoot === null || p.isRoot === ['1', 'true'].includes(isRoot)),
      );
      return response(200).json({ data: pages.map((p) => pageView(ctx, p, include)) });
    }),

    api.get('/settings/booking-links', ({ request, response }, ctx) => {
      const locale = requestLocale(request);
      const origin = new URL(request.url).origin;
      const pathOf = (group: string) => ctx.store.pages.by('group', group).find((p) => p.locale === locale)?.path ?? `/${group}`;
      const site = (group: string) => `${origin}${LOCALE_PREFIX[locale]}${pathOf(group)}`;
      return response(200).json({
        data: {
          termsUrl: site('user-terms'),
          cancellationPolicyUrl: `${site('user-terms')}#cancellation`,
          insuranceTermsUrl: site('insurance'),
          helpCenterUrl: `${origin}/help`,
          depositInfoUrl: `${site('insurance')}#deposit`,
          insuranceClaimFormUrls: { omocom: 'https://www.omocom.se/en/claims', baloise: `https://www.baloise.ch/${locale === 'fr' ? 'fr' : 'de'}/privatkunden/schaden-melden.html` },
        },
      });
    }),

    api.post('/leads', async ({ request, response }, ctx) => {
      const body = await request.json();
      const lead = ctx.store.leads.insert({
        email: body.email,
        name: body.name ?? null,
        phone: body.phone ?? null,
        source: body.source ?? 'rent_out',
        locale: body.locale ?? 'en',
        country: body.country ?? 'SE',
        licensePlate: body.licensePlate ?? null,
        subType: body.subType ?? 'motorhome',
        consent: body.consent ?? false,
        createdAt: ctx.now.toISOString(),
      });
      return response(201).json({ data: { ...lead } });
    }),

    api.post('/support', async ({ request, response }, ctx) => {
      const body = await request.json();
      if (body.recaptchaToken === FAILING_RECAPTCHA_TOKEN) throw unprocessable('recaptcha_failed', 'Recaptcha verification failed. Please try again.');
      ctx.store.supportRequests.insert({ ...body, email: body.email ?? null, reason: body.reason ?? null, userId: ctx.viewer?.user.id ?? null, createdAt: ctx.now.toISOString() });
      return response(204).empty();
    }),

    api.post('/lead-price-calculator', async ({ request, response }, ctx) => {
      const body = await request.json();
      const vehicle = vehicleDataOf(ctx.store, body.country, body.licensePlate);
      if (!vehicle) throw notFound('vehicle', 'vehicle_not_found');
      const subType = body.subType ?? vehicle.subType ?? 'motorhome';
      const similar = ctx.store.assets.where((a) => a.isActive && a.country === body.country && a.subType === subType);
      if (similar.length === 0) throw unprocessable('price_calculation_no_results', 'No similar vehicles to compare with.');
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const high = median(similar.map((a) => a.highWeeklyPriceWithoutCleaning));
      const low = median(similar.map((a) => a.lowWeeklyPriceWithoutCleaning));
      const currency = COUNTRIES[body.country as SandboxCountry]?.currency ?? similar[0]?.currency ?? 'eur';
      ctx.store.leads.insert({ email: body.email, name: null, phone: null, source: 'price_calculator', locale: 'en', country: body.country, licensePlate: body.licensePlate, subType, consent: false, createdAt: ctx.now.toISOString() });
      const rent = high * WEEKS_RENTED.high + low * WEEKS_RENTED.low;
      const serviceFee = Math.round((rent * OWNER_SERVICE_FEE_PERCENTAGE) / 100);
      return response(200).json({
        data: { vehicle, weeklyPriceHigh: high, weeklyPriceLow: low, highSeasonWeeks: WEEKS_RENTED.high, lowSeasonWeeks: WEEKS_RENTED.low, serviceFee, yearlyEarnings: rent - serviceFee, currency },
      });
    }),
  ];
}
