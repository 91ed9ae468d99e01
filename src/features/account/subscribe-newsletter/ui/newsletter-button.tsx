import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useSession, useSessionActor } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import { subscribeToNewsletter } from '../api/subscribe-newsletter';
import * as css from './newsletter-button.css';

/**
 * The footer's newsletter sign-up (002 §1): shown only to a signed-in user not subscribed yet.
 * Once saved the account says so (the session's user is updated) and the button gives way to a
 * thank-you; a failure says so by the button, which tries again.
 */
export function NewsletterButton() {
  const { t } = useLingui();
  const { user } = useSession();
  const actor = useSessionActor();
  const mutation = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: (isSubscribed) => {
      if (user) actor?.send({ type: 'USER_UPDATED', user: { ...user, subscriptions: { ...user.subscriptions, newsletter: isSubscribed } } });
    },
  });
  if (mutation.isSuccess)
    return (
      <Text size="sm" role="status" className={css.note}>
        {t`Thank you! You will get our newsletter.`}
      </Text>
    );
  if (!user || user.subscriptions?.newsletter) return null;
  return (
    <div className={css.newsletter}>
      <Button variant="secondary" size="sm" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isError ? t`Try again` : t`Subscribe to our newsletter`}
      </Button>
      {mutation.isError && (
        <Text size="sm" tone="danger" role="alert">
          {t`The subscription could not be saved. Please try again.`}
        </Text>
      )}
    </div>
  );
}
