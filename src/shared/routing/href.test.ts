import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/i18n/locales';
import { href, matchRoute, routePattern, switchLocaleHref } from './href';
import { ROUTE_NAMES } from './route-table';

describe('href', () => {
  it('puts no prefix on English and the locale prefix elsewhere', () => {
    expect(href('index', {}, 'en')).toBe('/');
    expect(href('index', {}, 'sv-SE')).toBe('/se');
    expect(href('index', {}, 'sv-FI')).toBe('/fi-sv');
    expect(href('index', {}, 'de-AT')).toBe('/at');
    expect(href('index', {}, 'de-CH')).toBe('/');
    expect(href('index', {}, 'fr-CH')).toBe('/fr');
  });

  it('uses the localised vehicle segment of spec 000 §2', () => {
    expect(href('vehicle', { id: 42 }, 'en')).toBe('/vehicles/42');
    expect(href('vehicle', { id: 42 }, 'de')).toBe('/de/fahrzeuge/42');
    expect(href('vehicle', { id: 42 }, 'de-AT')).toBe('/at/fahrzeuge/42');
    expect(href('vehicle', { id: 42 }, 'da-DK')).toBe('/dk/koeretoejer/42');
    expect(href('vehicle', { id: 42 }, 'sv-SE')).toBe('/se/fordon/42');
    expect(href('vehicle', { id: 42 }, 'sv-FI')).toBe('/fi-sv/fordon/42');
    expect(href('vehicle', { id: 42 }, 'fi-FI')).toBe('/fi/ajoneuvo/42');
    expect(href('vehicle', { id: 42 }, 'nb-NO')).toBe('/no/kjoretoy/42');
  });

  it('uses the German booking steps of spec 001 §2', () => {
    expect(href('book-about-you', { id: 7 }, 'de')).toBe('/de/fahrzeuge/7/buchen/ueber-dich');
    expect(href('book-purchase', { id: 7 }, 'de')).toBe('/de/fahrzeuge/7/buchen/bezahlen');
    expect(href('book-confirmation', { id: 7 }, 'de')).toBe('/de/fahrzeuge/7/buchen/bestaetigung');
  });

  it('uses the localised magazine and owner words of spec 002 §2.2', () => {
    expect(href('magazine', {}, 'de-AT')).toBe('/at/magazin');
    expect(href('magazine', {}, 'nb-NO')).toBe('/no/magasin');
    expect(href('magazine', {}, 'fi-FI')).toBe('/fi/lehti');
    expect(href('owner-profile', { id: 3 }, 'sv-FI')).toBe('/fi-sv/agare/3');
    expect(href('owner-profile', { id: 3 }, 'fi-FI')).toBe('/fi/omistajalle/3');
    expect(href('owner-profile', { id: 3 }, 'da-DK')).toBe('/dk/udlejer/3');
  });

  it('drops optional parameters that are not given and appends the query', () => {
    expect(href('messages', {}, 'en')).toBe('/messages');
    expect(href('messages', { conversationId: 9 }, 'en')).toBe('/messages/9');
    expect(href('login', {}, 'en', { 'auth-status': 'invalid-jwt' })).toBe('/login?auth-status=invalid-jwt');
  });

  it('gives every route a distinct pattern within each locale', () => {
    for (const locale of LOCALES) {
      const patterns = ROUTE_NAMES.map((name) => routePattern(name, locale));
      expect(new Set(patterns).size, locale).toBe(patterns.length);
    }
  });
});

describe('matchRoute and switchLocaleHref', () => {
  it('finds the route, locale and parameters of a path', () => {
    expect(matchRoute('/se/fordon/12', 'main')).toEqual({ name: 'vehicle', locale: 'sv-SE', params: { id: '12' } });
    expect(matchRoute('/vehicles/12', 'main')).toEqual({ name: 'vehicle', locale: 'en', params: { id: '12' } });
    expect(matchRoute('/no/eier/oversikt', 'main')?.name).toBe('owner-dashboard');
    expect(matchRoute('/fr/vehicules/5', 'swiss')).toEqual({ name: 'vehicle', locale: 'fr-CH', params: { id: '5' } });
  });

  it('keeps the page, its parameters and query when switching language', () => {
    expect(switchLocaleHref('/se/fordon/12', '?from=2026-07-01', 'main', 'fi-FI')).toBe('/fi/ajoneuvo/12?from=2026-07-01');
    expect(switchLocaleHref('/de/buchungen/5', '', 'main', 'en')).toBe('/bookings/5');
  });

  it('opens a full URL for a locale on the other site', () => {
    expect(switchLocaleHref('/vehicles/12', '', 'main', 'de-CH')).toMatch(/^https?:\/\/[^/]+\/fahrzeuge\/12$/);
    expect(switchLocaleHref('/fr/vehicules/12', '', 'swiss', 'da-DK')).toMatch(/^https?:\/\/[^/]+\/dk\/koeretoejer\/12$/);
  });

  it('falls back to the target home for an unknown page', () => {
    expect(switchLocaleHref('/no/this-does-not-exist', '', 'main', 'da-DK')).toBe('/dk');
  });
});
