import { api, unwrap, type components } from '@/shared/api';

/** POST /verify/email with the mailed code; answers the verified user. */
export async function verifyEmail(code: string): Promise<components['schemas']['User']> {
  return (await unwrap(api.POST('/verify/email', { body: { code } }))).data;
}
