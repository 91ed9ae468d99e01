import { api } from '@/shared/api';

/** DELETE /me with the password; refused while the user has active bookings. */
export async function deleteAccount(password: string): Promise<void> {
  await api.DELETE('/me', { body: { password } });
}
