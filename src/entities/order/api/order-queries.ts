import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
// Orders are polled while logged in (spec 001 §7, 002 §4.6).
import { POLL_INTERVAL_MS } from '@/shared/config';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => [...orderKeys.all, id] as const,
  installments: (id: number) => [...orderKeys.all, id, 'installments'] as const,
};

export const orderQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/orders/{id}', { params: { path: { id } } }))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
  installments: (id: number) =>
    queryOptions({
      queryKey: orderKeys.installments(id),
      queryFn: async () => (await unwrap(api.GET('/orders/{id}/installments', { params: { path: { id } } }))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
};
