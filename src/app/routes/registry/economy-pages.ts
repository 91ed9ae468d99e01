import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The owner's economy section (001 §2, 002 §2.5): overview, payouts, a payout, monthly reports and settings. */
export const ECONOMY_PAGES: Partial<Record<RouteName, PageEntry>> = {
  economy: { layout: 'default', guard: 'owner', load: () => import('@/pages/economy/overview').then((m) => ({ Component: m.EconomyPage })) },
  payouts: { layout: 'default', guard: 'owner', load: () => import('@/pages/economy/payouts').then((m) => ({ Component: m.PayoutsPage })) },
  payout: { layout: 'default', guard: 'owner', load: () => import('@/pages/economy/payout').then((m) => ({ Component: m.PayoutPage })) },
  'payout-reports': { layout: 'default', guard: 'owner', load: () => import('@/pages/economy/reports').then((m) => ({ Component: m.PayoutReportsPage })) },
  'economy-settings': { layout: 'default', guard: 'owner', load: () => import('@/pages/economy/settings').then((m) => ({ Component: m.EconomySettingsPage })) },
};
