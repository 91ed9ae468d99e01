import { api, isApiError, unwrap } from '@/shared/api';

/** `POST /me/payment-methods`: saves a payment method the gateway created in one provider account. */
export const savePaymentMethod = async (stripeAccount: string, paymentMethodId: string) =>
  (await unwrap(api.POST('/me/payment-methods', { body: { stripeAccount, paymentMethodId } }))).data;

/** `DELETE /me/payment-methods/{id}`; a card already gone (404) is what the user wanted. */
export async function removePaymentMethod(id: string): Promise<void> {
  try {
    // The client throws the API's error; a 204 has no body to unwrap.
    await api.DELETE('/me/payment-methods/{id}', { params: { path: { id } } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}
