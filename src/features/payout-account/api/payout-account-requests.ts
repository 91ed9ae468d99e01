import { api, unwrap } from '@/shared/api';

/** `POST /me/bank-account` with the provider's tokens (000 §7). */
export const saveBankAccount = async (body: { stripeAccount: string; accountToken: string; bankAccountToken: string }) => (await unwrap(api.POST('/me/bank-account', { body }))).data;

/** `POST /stripe/account-links` (001 §7): a one-time link to the provider, which sends the browser back to `returnUrl`. */
export const createAccountLink = async (body: { userId: number; refreshUrl: string; returnUrl: string }) => (await unwrap(api.POST('/stripe/account-links', { body }))).data;

/** `POST /me/update-stripe-account-verification-status`, on return from the provider: the user with the fresh status. */
export const refreshVerificationStatus = async () => (await unwrap(api.POST('/me/update-stripe-account-verification-status'))).data;

/** `GET /me`, for the session after the bank account changed `hasBankAccount`. */
export const fetchMe = async () => (await unwrap(api.GET('/me'))).data;
