import { api } from '@/shared/api';

/** POST /auth/create-password-reset: answers 204 whether or not the address has an account. */
export async function requestPasswordReset(email: string, redirectUrl: string): Promise<void> {
  await api.POST('/auth/create-password-reset', { body: { email, redirectUrl } });
}

/** POST /auth/reset-password with the mailed code and the new password. */
export async function resetPassword(code: string, password: string): Promise<void> {
  await api.POST('/auth/reset-password', { body: { code, password } });
}
