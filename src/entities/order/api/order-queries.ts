import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** Orders are polled every 30 s while logged in (spec 001 §7). */
export const ORDER_POLL_MS = 30_000;

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
      refetchInterval: ORDER_POLL_MS,
    }),
  installments: (id: number) =>
    queryOptions({
      queryKey: orderKeys.installments(id),
      queryFn: async () => (await unwrap(api.GET('/orders/{id}/installments', { params: { path: { id } } }))).data,
      refetchInterval: ORDER_POLL_MS,
    }),
};
