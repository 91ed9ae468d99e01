import { Trans } from '@lingui/react/macro';
import type { MessagingPermission } from '@/entities/conversation';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Callout } from '@/shared/ui/callout';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';

/** What stands in place of the composer when the account may not send messages (002 §2.9). */
export function MessagingNotice({ permission }: { permission: Exclude<MessagingPermission, 'allowed'> }) {
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  switch (permission) {
    case 'verify-email':
      return (
        <Callout tone="info" role="status">
          <Text>
            <Trans>Confirm your e-mail address to send messages: enter the code we e-mailed you when you signed up.</Trans>
          </Text>
          {isAvailable('verify-email') && (
            <Link to={hrefTo('verify-email')}>
              <Trans>Confirm your e-mail address</Trans>
            </Link>
          )}
        </Callout>
      );
    case 'blocked':
      return (
        <Callout tone="info" role="status">
          <Text>
            <Trans>You cannot send messages: a background check has blocked your account. Please contact support.</Trans>
          </Text>
        </Callout>
      );
    case 'sign-in':
      return (
        <Callout tone="info" role="status">
          <Text>
            <Trans>Log in to send messages.</Trans>
          </Text>
        </Callout>
      );
  }
}
