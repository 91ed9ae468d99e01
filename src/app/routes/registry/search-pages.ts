import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** Vehicle search by subtype, brand and country pages (spec 000 §2, §3; 002 §2.2). */
export const SEARCH_PAGES: Partial<Record<RouteName, PageEntry>> = {};
