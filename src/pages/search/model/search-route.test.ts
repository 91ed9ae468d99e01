import { describe, expect, it } from 'vitest';
import { brandSlug, countryOfParam, routeFilters, subTypeRouteOf } from './search-route';

describe('search routes (000 §2, 002 §2.2)', () => {
  it('gives each subtype page its subtype, motorhome for the country pages', () => {
    expect(routeFilters('search-motorhome', {})).toEqual({ subType: 'motorhome' });
    expect(routeFilters('search-campervan', {})).toEqual({ subType: 'campervan' });
    expect(routeFilters('search-caravan', {})).toEqual({ subType: 'caravan' });
    expect(routeFilters('search-country', { country: 'AT' })).toEqual({ subType: 'motorhome', country: 'AT' });
    expect(routeFilters('brand', { brandId: 7 })).toEqual({ brandId: 7 });
    expect(routeFilters('all', {})).toEqual({});
  });

  it('maps a subtype to its page; other campers and no subtype go to all vehicles', () => {
    expect(subTypeRouteOf('caravan')).toBe('search-caravan');
    expect(subTypeRouteOf('other_camper')).toBe('all');
    expect(subTypeRouteOf(undefined)).toBe('all');
  });

  it('reads the country pages of 002 §2.2 and ISO codes', () => {
    expect(countryOfParam('austria')).toBe('AT');
    expect(countryOfParam('denmark')).toBe('DK');
    expect(countryOfParam('new-zealand')).toBe('NZ');
    expect(countryOfParam('usa')).toBe('US');
    expect(countryOfParam('se')).toBe('SE');
    expect(countryOfParam('atlantis')).toBeUndefined();
  });

  it('makes a brand word from the slug or the name', () => {
    expect(brandSlug({ name: 'Hymer', slug: 'hymer-slug' })).toBe('hymer-slug');
    expect(brandSlug({ name: 'Knaus Tabbert', slug: null })).toBe('knaus-tabbert');
    expect(brandSlug({ name: 'Bürstner' })).toBe('burstner');
  });
});
