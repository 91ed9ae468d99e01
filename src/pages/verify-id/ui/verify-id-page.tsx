import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
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

/** The page around a party's verification: the same title and heading, its own reason for asking. */
function VerifyIdFrame({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageContainer size="narrow">
      <title>{t`Verify your ID | Campershare`}</title>
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Verify your ID</Trans>
        </Heading>
        <Text>{intro}</Text>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Stack>
    </PageContainer>
  );
}

/** The renter's ID verification (001 §2 `/verify-id`): needed for some bookings and before check-in. */
export function VerifyIdPage() {
  return (
    <VerifyIdFrame intro={<Trans>Owners and insurers need to know who drives their vehicle. You verify once, and it counts for every booking.</Trans>}>
      <VerifyId party="renter" route="verify-id" />
      <CreditCheck />
    </VerifyIdFrame>
  );
}

/** The owner's ID verification (001 §2 `/owner-verify-id`): needed before answering a booking request unless considered Swiss (001 §5). */
export function OwnerVerifyIdPage() {
  return (
    <VerifyIdFrame
      intro={<Trans>Renters book with more confidence when they know who they rent from. Verify your ID once, before you answer your first booking request.</Trans>}
    >
      <VerifyId party="owner" route="owner-verify-id" />
    </VerifyIdFrame>
  );
}
