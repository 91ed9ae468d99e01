import { lazy } from 'react';

/** The results map: maplibre and the base map load only when it renders, never with a route. */
export const SearchMap = lazy(() => import('./ui/search-map'));
export type { SearchMapProps } from './ui/search-map';
export {
  boundsToMapBoundsFilter,
  mapBoundsFilterToBounds,
  sameBounds,
  type MapBounds,
} from './model/bounds';
export { mapVehicleOf, type LocatedAsset, type MapVehicle } from './model/markers';
