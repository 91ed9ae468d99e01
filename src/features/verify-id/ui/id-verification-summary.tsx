import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { idVerificationQuery, idVerificationStatus, idVerificationStatusLabel, type AutoIdVerificationStatus } from '@/entities/user';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Card } from '@/shared/ui/card';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

/** The ID verification's status in the profile (002 §4.10: "status shown in profile"), with the way to the page of the user's role. */
export function IdVerificationSummary() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const record = useQuery(idVerificationQuery());
  if (!user || (user.role !== 'renter' && user.role !== 'owner')) return null;
  const route = user.role === 'owner' ? 'owner-verify-id' : 'verify-id';
  const status = idVerificationStatus({
    recordStatus: record.data?.status ?? null,
    autoStatus: (user.autoIdVerificationStatus ?? null) as AutoIdVerificationStatus | null,
    isIdVerified: user.isIdVerified ?? false,
  });
  const statusLabel = idVerificationStatusLabel(i18n, status);
  return (
    <Card>
      <Stack gap="sm" align="flex-start">
        <Heading level={2}>
          <Trans>ID verification</Trans>
        </Heading>
        <Text>
          <Trans>Status: {statusLabel}</Trans>
        </Text>
        {status === 'pending' && (
          <Text size="sm">
            <Trans>We check your ID within about one working day and send you an e-mail with the result.</Trans>
          </Text>
        )}
        {status !== 'approved' && status !== 'pending' && isAvailable(route) && (
          <Link to={hrefTo(route)}>
            <Trans>Verify your ID</Trans>
          </Link>
        )}
      </Stack>
    </Card>
  );
}
