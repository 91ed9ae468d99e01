import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export const PAYOUTS_PAGE_SIZE = 15;

export const payoutKeys = {
  all: ['economy'] as const,
  list: (page: number) => [...payoutKeys.all, 'payouts', page] as const,
  detail: (id: number) => [...payoutKeys.all, 'payout', id] as const,
  reports: () => [...payoutKeys.all, 'reports'] as const,
  yearStats: () => [...payoutKeys.all, 'year-stats'] as const,
  bankAccount: () => [...payoutKeys.all, 'bank-account'] as const,
};

/** The owner's payouts, reports, figures and bank account (001 §7, 000 §7): the signed-in owner's own, so no `userId`. */
export const payoutQueries = {
  list: (page: number) =>
    queryOptions({
      queryKey: payoutKeys.list(page),
      queryFn: async () => unwrap(api.GET('/payouts', { params: { query: { 'page[number]': page, 'page[size]': PAYOUTS_PAGE_SIZE } } })),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: payoutKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/payouts/{id}', { params: { path: { id } } }))).data,
    }),
  reports: () =>
    queryOptions({
      queryKey: payoutKeys.reports(),
      queryFn: async () => (await unwrap(api.GET('/payout-reports'))).data,
    }),
  yearStats: () =>
    queryOptions({
      queryKey: payoutKeys.yearStats(),
      queryFn: async () => (await unwrap(api.GET('/me/year-stats'))).data,
    }),
  bankAccount: () =>
    queryOptions({
      queryKey: payoutKeys.bankAccount(),
      queryFn: async () => (await unwrap(api.GET('/me/bank-account'))).data,
    }),
};
