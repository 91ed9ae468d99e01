import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The booking flow under the vehicle path (spec 001 §2). */
export const BOOKING_FLOW_PAGES: Partial<Record<RouteName, PageEntry>> = {};
