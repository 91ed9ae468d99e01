import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The vehicle page (spec 000 §2, §5). */
export const VEHICLE_PAGES: Partial<Record<RouteName, PageEntry>> = {};
