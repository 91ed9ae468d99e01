import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

export const ACCOUNT_PAGES: Partial<Record<RouteName, PageEntry>> = {};
