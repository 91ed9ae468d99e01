import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';

// The verification (its machine, the upload component) and the credit check load right after the
// page's frame: the route keeps within its size budget (ARCHITECTURE.md, 180 KB).
const VerifyId = lazy(() => import('@/features/verify-id').then((m) => ({ default: m.VerifyId })));
const CreditCheck = lazy(() => import('@/features/credit-check').then((m) => ({ default: m.CreditCheck })));

function Loading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading your verification…`}>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height={96} />
    </SkeletonGroup>
  );
}

/** The renter's ID verification (001 §2 `/verify-id`): needed for some bookings and before check-in. */
export function VerifyIdPage() {
  const { t } = useLingui();
  return (
    <PageContainer size="narrow">
      <title>{t`Verify your ID | Campershare`}</title>
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Verify your ID</Trans>
        </Heading>
        <Text>
          <Trans>Owners and insurers need to know who drives their vehicle. You verify once, and it counts for every booking.</Trans>
        </Text>
        <Suspense fallback={<Loading />}>
          <VerifyId party="renter" route="verify-id" />
          <CreditCheck />
        </Suspense>
      </Stack>
    </PageContainer>
  );
}

/** The owner's ID verification (001 §2 `/owner-verify-id`): needed before answering a booking request unless considered Swiss (001 §5). */
export function OwnerVerifyIdPage() {
  const { t } = useLingui();
  return (
    <PageContainer size="narrow">
      <title>{t`Verify your ID | Campershare`}</title>
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Verify your ID</Trans>
        </Heading>
        <Text>
          <Trans>Renters book with more confidence when they know who they rent from. Verify your ID once, before you answer your first booking request.</Trans>
        </Text>
        <Suspense fallback={<Loading />}>
          <VerifyId party="owner" route="owner-verify-id" />
        </Suspense>
      </Stack>
    </PageContainer>
  );
}
