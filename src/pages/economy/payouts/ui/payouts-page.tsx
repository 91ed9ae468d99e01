import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EconomyFrame, PayoutsTable } from '@/widgets/economy-frame';
import { PAYOUT_WORKING_DAYS, payoutQueries } from '@/entities/payout';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

/** `/payouts` (001 §3, 002 §4.10): the owner's payouts, latest first, a page at a time (the page is in the address). */
export function PayoutsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payouts = useQuery(payoutQueries.list(page));
  const lastPage = payouts.data?.meta.last_page ?? 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <EconomyFrame title={<Trans>Payouts</Trans>} documentTitle={t`Payouts | Campershare`}>
      <Text tone="muted">
        <Trans>
          A payout reaches your bank account {PAYOUT_WORKING_DAYS.min} to {PAYOUT_WORKING_DAYS.max} working days after it is sent.
        </Trans>
      </Text>
      {payouts.isError ? (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">
            <Trans>Your payouts could not be loaded.</Trans>
          </Text>
          <Button variant="secondary" size="sm" onClick={() => void payouts.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      ) : !payouts.data ? (
        <SkeletonGroup label={t`Loading your payouts`}>
          <Skeleton shape="rect" height="12rem" />
        </SkeletonGroup>
      ) : payouts.data.data.length === 0 ? (
        <Text>
          <Trans>You have no payouts yet. They start when your first booking has begun.</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          <PayoutsTable caption={t`Your payouts`} payouts={payouts.data.data} />
          {lastPage > 1 && (
            <nav aria-label={t`Pages of payouts`}>
              <Stack direction="horizontal" gap="md" align="center">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  <Trans>Newer</Trans>
                </Button>
                <Text>{t`Page ${page} of ${lastPage}`}</Text>
                <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
                  <Trans>Older</Trans>
                </Button>
              </Stack>
            </nav>
          )}
        </Stack>
      )}
    </EconomyFrame>
  );
}
