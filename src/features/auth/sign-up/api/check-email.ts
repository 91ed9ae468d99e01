import type { EmailAccount } from '@/entities/user';
import { api, unwrap } from '@/shared/api';

/** `POST /auth/check-email` (002 §7): whether the address has an account, and whose. The client's middleware gives it its deadline. */
export async function checkEmail(email: string): Promise<EmailAccount> {
  return (await unwrap(api.POST('/auth/check-email', { body: { email } }))).data;
}
