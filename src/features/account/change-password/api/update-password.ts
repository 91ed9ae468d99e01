import { api } from '@/shared/api';

/** POST /me/update-password; every session of the user ends afterwards (002 §4.1). */
export async function updatePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api.POST('/me/update-password', { body: { currentPassword, newPassword } });
}
