import { api, unwrap, type components } from '@/shared/api';

export type UserUpdate = components['schemas']['UserUpdate'];
type User = components['schemas']['User'];

/** PUT /me with the fields that change; answers the user as saved. */
export async function updateProfile(body: UserUpdate): Promise<User> {
  return (await unwrap(api.PUT('/me', { body }))).data;
}
