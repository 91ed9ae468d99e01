import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export const paymentKeys = {
  all: ['payments'] as const,
  /** Every list of one account's cards starts with this key, so one invalidation updates them all. */
  savedMethods: (stripeAccount: string) => [...paymentKeys.all, 'saved-methods', stripeAccount] as const,
  savedMethodsAwaiting: (stripeAccount: string) => [...paymentKeys.savedMethods(stripeAccount), 'requires_confirmation'] as const,
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
  /** Cards saved but still to be confirmed with the bank (3-D Secure at saving): listed, not payable. */
  savedMethodsAwaiting: (stripeAccount: string) =>
    queryOptions({
      queryKey: paymentKeys.savedMethodsAwaiting(stripeAccount),
      queryFn: async () =>
        (await unwrap(api.GET('/me/payment-methods', { params: { query: { 'stripe-account': stripeAccount, 'filter[status]': 'requires_confirmation' } } }))).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: paymentKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/payments/{id}', { params: { path: { id } } }))).data,
    }),
};
