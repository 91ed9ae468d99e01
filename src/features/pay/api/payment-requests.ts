import type { PaymentCreate } from '@/entities/payment';
import { api, unwrap } from '@/shared/api';

/** `POST /payments`; a refusal (402) throws the API's error with its slug. */
export const createPayment = async (payload: PaymentCreate) => (await unwrap(api.POST('/payments', { body: payload }))).data;

/** `GET /payments/{id}`. */
export const fetchPayment = async (id: number) => (await unwrap(api.GET('/payments/{id}', { params: { path: { id } } }))).data;
