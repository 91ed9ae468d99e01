import type { components } from '@openapi/generated/schema';
import { ROUTE_PATHS, type RouteName } from '@/shared/routing';
import type { PageRow } from '../store/rows';
import { LOCALE_LANGUAGES, SITE_LOCALES } from './seed-content';
import { asciiSlug } from '../logic/slug';
import type { SeedContext } from './seed-context';
import { PAGES, type PageGroup } from './words/pages';
import { SUB_PAGES, type SubPageGroup } from './words/sub-pages';
import { COUNTRIES, type SandboxCountry } from './words/places';
import { fill } from './words/texts';

type Locale = components['schemas']['Locale'];

/** The towns a locale's motorhome landing page links to: its own country's, or the Nordic capitals for English. */
const LANDING_COUNTRY: Readonly<Record<Locale, SandboxCountry | null>> = {
  en: null,
  de: 'DE',
  at: 'AT',
  ch: 'CH',
  fr: 'CH',
  se: 'SE',
  'fi-sv': 'FI',
  no: 'NO',
  fi: 'FI',
  dk: 'DK',
};

const FAQ_PAGES: readonly PageGroup[] = ['insurance', 'rent-out', 'rent-motorhome'];

/**
 * The pages the app links to by name live at the route's path in each language (the app looks a
 * content page up by the path it is opened at); the motorhome landing page keeps the CMS's word.
 */
const ROUTE_OF_GROUP: Readonly<Partial<Record<PageGroup, RouteName>>> = {
  'about-us': 'about',
  insurance: 'insurance',
  'user-terms': 'user-terms',
  'privacy-policy': 'privacy-policy',
  cookies: 'cookies',
  'company-details': 'company-details',
  'gift-cards': 'gift-cards',
  'our-partners': 'our-partners',
  // Not 'rent-out': that route is the app's own landing page (#20 point 3). The CMS's rent-out page
  // keeps its own word, which the catch-all serves where it differs from the route's (/de/wohnmobil-vermieten).
};

/** The pages under insurance and our partners (002 §2.2) and the travel tips (000 §2), at their route's path. */
const SUB_PAGE_ROUTES: Readonly<Record<SubPageGroup, { route: RouteName; parentGroup: PageGroup | null }>> = {
  'insurance/baloise': { route: 'insurance-baloise', parentGroup: 'insurance' },
  'insurance/omocom': { route: 'insurance-omocom', parentGroup: 'insurance' },
  'insurance/owners-insurance': { route: 'insurance-owners', parentGroup: 'insurance' },
  'our-partners/amag': { route: 'partner-amag', parentGroup: 'our-partners' },
  'our-partners/caravan4rep': { route: 'partner-caravan4rep', parentGroup: 'our-partners' },
  'our-partners/ferrycenter': { route: 'partner-ferrycenter', parentGroup: 'our-partners' },
  'our-partners/myclimate': { route: 'partner-myclimate', parentGroup: 'our-partners' },
  restips: { route: 'restips', parentGroup: null },
};

function landingTowns(locale: Locale) {
  const country = LANDING_COUNTRY[locale];
  if (country) return COUNTRIES[country].towns.slice(0, 3).map((town) => ({ town, country }));
  return (['SE', 'NO', 'DK'] as const).flatMap((code) => {
    const capital = COUNTRIES[code].towns[0];
    return capital ? [{ town: capital, country: code }] : [];
  });
}

/**
 * CMS pages in every site locale: the content pages the footer links to, and the
 * motorhome landing page with a child page per town (each embedding a vehicle search).
 */
export function seedPages(ctx: SeedContext): void {
  for (const locale of SITE_LOCALES) {
    const words = PAGES[LOCALE_LANGUAGES[locale]];
    const updatedAt = ctx.at(-ctx.random.int(5, 200));
    const page = (row: Omit<PageRow, 'id' | 'locale' | 'updatedAt' | 'seoMeta'>) =>
      ctx.store.pages.insert({ ...row, locale, updatedAt, seoMeta: { title: row.title, description: row.content.replace(/<[^>]+>/g, '').slice(0, 155) } });
    const language = LOCALE_LANGUAGES[locale];
    for (const [group, text] of Object.entries(words.pages) as [PageGroup, (typeof words.pages)[PageGroup]][]) {
      const route = ROUTE_OF_GROUP[group];
      const path = route ? ROUTE_PATHS[route][language] : text.path;
      page({
        slug: path.split('/').at(-1) ?? path,
        path: `/${path}`,
        group,
        parentGroup: null,
        title: text.title,
        breadcrumbTitle: text.title,
        isRoot: true,
        faq: FAQ_PAGES.includes(group) ? words.faq.map(([question, answer]) => ({ question, answer })) : [],
        searchSettings: group === 'rent-motorhome' ? { location: null, vehicleTypes: ['motorhome'], brandId: null } : null,
        content: `<p>${text.body}</p>`,
      });
    }
    const landing = words.pages['rent-motorhome'];
    for (const { town, country } of landingTowns(locale)) {
      const slug = asciiSlug(town.name);
      const title = fill(words.landingTitle, { town: town.name });
      page({
        slug,
        path: `/${landing.path}/${slug}`,
        group: `rent-motorhome/${slug}`,
        parentGroup: 'rent-motorhome',
        title,
        breadcrumbTitle: town.name,
        isRoot: false,
        faq: words.faq.map(([question, answer]) => ({ question, answer })),
        searchSettings: { location: { country, lat: town.lat, lng: town.lng, name: town.name, radius: 60 }, vehicleTypes: ['motorhome', 'campervan'], brandId: null },
        content: `<p>${landing.body}</p>`,
      });
    }
    // Their parent lists them as its children ("More on this topic"), which is how the insurance and
    // partners pages link them.
    for (const [group, text] of Object.entries(SUB_PAGES[language]) as [SubPageGroup, (typeof SUB_PAGES)['en'][SubPageGroup]][]) {
      const { route, parentGroup } = SUB_PAGE_ROUTES[group];
      const path = ROUTE_PATHS[route][language];
      page({ slug: path.split('/').at(-1) ?? path, path: `/${path}`, group, parentGroup, title: text.title, breadcrumbTitle: text.title, isRoot: parentGroup === null, faq: [], searchSettings: null, content: text.html });
    }
  }
}
