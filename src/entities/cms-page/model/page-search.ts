import type { components } from '@/shared/api';

type SearchSettings = NonNullable<components['schemas']['PageSearchSettings']>;
type SearchRoute = 'search-motorhome' | 'search-campervan' | 'search-caravan' | 'all';

const ROUTE_OF_TYPE: Readonly<Record<string, SearchRoute>> = { motorhome: 'search-motorhome', campervan: 'search-campervan', caravan: 'search-caravan' };

/**
 * The vehicle search a CMS page carries (002 §3: location, vehicle types, brand), as the search
 * page's route and query (000 §5 URL formats). The search filters one subtype at a time, so the
 * page's first type opens its own search page (the search's other types are a click away there);
 * no type opens all vehicles.
 */
export function pageSearchLink(settings: SearchSettings): { route: SearchRoute; query: Record<string, string>; place: string | null } {
  const [first] = settings.vehicleTypes ?? [];
  const route = (first && ROUTE_OF_TYPE[first]) ?? 'all';
  const query: Record<string, string> = {};
  if (settings.location) {
    query['location'] = `${settings.location.lat},${settings.location.lng}`;
    query['placeDescription'] = settings.location.name;
  }
  if (settings.brandId) query['brandId'] = String(settings.brandId);
  return { route, query, place: settings.location?.name ?? null };
}
