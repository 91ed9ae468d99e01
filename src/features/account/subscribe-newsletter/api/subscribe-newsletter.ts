import { api, unwrap } from '@/shared/api';

/** `PUT /me/subscriptions` for the newsletter (002 §1 footer, §7). */
export async function subscribeToNewsletter(): Promise<boolean> {
  return (await unwrap(api.PUT('/me/subscriptions', { body: { subscriptionKey: 'newsletter', isSubscribed: true } }))).data.isSubscribed;
}
