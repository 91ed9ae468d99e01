import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export const paymentKeys = {
  all: ['payments'] as const,
  savedMethods: (stripeAccount: string) => [...paymentKeys.all, 'saved-methods', stripeAccount] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
};

export const paymentQueries = {
  /** The user's saved, usable cards in one provider account (those still awaiting confirmation cannot pay). */
  savedMethods: (stripeAccount: string) =>
    queryOptions({
      queryKey: paymentKeys.savedMethods(stripeAccount),
      queryFn: async () =>
        (await unwrap(api.GET('/me/payment-methods', { params: { query: { 'stripe-account': stripeAccount, 'filter[status]': 'succeeded' } } }))).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: paymentKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/payments/{id}', { params: { path: { id } } }))).data,
    }),
};
