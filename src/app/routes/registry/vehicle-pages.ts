import { vehiclePageLoader, vehiclePageShouldRevalidate } from '@/entities/vehicle';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The vehicle page (spec 000 §2, §5). */
export const VEHICLE_PAGES: Partial<Record<RouteName, PageEntry>> = {
  // The loader asks for the vehicle while the page's chunk loads, and turns an unknown vehicle
  // into the route's 404 page (000 §8 "vehicle not found").
  vehicle: {
    layout: 'default',
    serverRendered: true,
    load: () => import('@/pages/vehicle').then((m) => ({ Component: m.VehiclePage })),
    loader: vehiclePageLoader,
    shouldRevalidate: vehiclePageShouldRevalidate,
  },
};
