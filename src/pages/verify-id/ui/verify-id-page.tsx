import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCheck } from '@/features/credit-check';
import { VerifyId } from '@/features/verify-id';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

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
        <VerifyId party="renter" route="verify-id" />
        <CreditCheck />
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
        <VerifyId party="owner" route="owner-verify-id" />
      </Stack>
    </PageContainer>
  );
}
