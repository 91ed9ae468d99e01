import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EconomyFigures, EconomyFrame, EconomyTable } from '@/widgets/economy-frame';
import { transactionTypeLabel } from '@/entities/payment';
import { PAYOUT_WORKING_DAYS, payoutQueries, payoutStatusLabel, transactionsTotal } from '@/entities/payout';
import { isApiError } from '@/shared/api';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

/** `/payouts/{id}` (001 §3): a payout's booking transactions and whether it is an estimate; 002 §8's words when it is not there. */
export function PayoutPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const { payoutId } = useParams();
  const id = Number(payoutId);
  const valid = Number.isInteger(id) && id > 0;
  const payout = useQuery({ ...payoutQueries.detail(id), enabled: valid, retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1 });
  const notFound = !valid || (isApiError(payout.error) && payout.error.status === 404);

  if (notFound || payout.isError) {
    return (
      <EconomyFrame title={notFound ? <Trans>Payout not found</Trans> : <Trans>Payout</Trans>} documentTitle={t`Payout | Campershare`}>
        <Callout tone="danger" role="alert">
          <Text weight="semibold">{notFound ? <Trans>The payout couldn't be found.</Trans> : <Trans>The payout could not be loaded.</Trans>}</Text>
          {!notFound && (
            <Button variant="secondary" size="sm" onClick={() => void payout.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Callout>
        <div>
          <Link to={hrefTo('payouts')}>
            <Trans>All payouts</Trans>
          </Link>
        </div>
      </EconomyFrame>
    );
  }
  if (!payout.data) {
    return (
      <EconomyFrame title={<Trans>Payout {id}</Trans>} documentTitle={t`Payout ${id} | Campershare`}>
        <SkeletonGroup label={t`Loading the payout`}>
          <Skeleton shape="rect" height="12rem" />
        </SkeletonGroup>
      </EconomyFrame>
    );
  }

  const data = payout.data;
  const money = (minor: number) => formatMoney(minor, data.currency as Currency, intl);
  return (
    <EconomyFrame title={<Trans>Payout {data.id}</Trans>} documentTitle={t`Payout ${data.id} | Campershare`}>
      <EconomyFigures
        items={[
          { label: t`Status`, value: payoutStatusLabel(i18n, data.status) },
          { label: t`Amount`, value: money(data.amount) },
          { label: t`Expected`, value: data.arrivalDate ? formatDate(data.arrivalDate, locale) : '–' },
        ]}
      />
      {data.estimated && (
        <Callout tone="info">
          <Text>
            <Trans>This payout is an estimate: it is not sent yet, and its amount can still change.</Trans>
          </Text>
        </Callout>
      )}
      <Text tone="muted">
        <Trans>
          A payout reaches your bank account {PAYOUT_WORKING_DAYS.min} to {PAYOUT_WORKING_DAYS.max} working days after it is sent.
        </Trans>
      </Text>
      <Stack as="section" gap="md" aria-labelledby="payout-transactions">
        <Heading level={2} size="md" id="payout-transactions">
          <Trans>Booking transactions</Trans>
        </Heading>
        <EconomyTable>
          <thead>
            <tr>
              <th scope="col">{t`Booking`}</th>
              <th scope="col">{t`Transaction`}</th>
              <th scope="col" data-align="end">
                {t`Amount`}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.bookingTransactions.map((transaction) => (
              <tr key={transaction.id}>
                <td>{transaction.bookingId ? <Link to={hrefTo('booking', { id: transaction.bookingId })}>{t`Booking ${transaction.bookingId}`}</Link> : '–'}</td>
                <td>{transactionTypeLabel(i18n, transaction.type)}</td>
                <td data-align="end">{money(transaction.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t`Total`}
              </th>
              <td data-align="end">{money(transactionsTotal(data))}</td>
            </tr>
          </tfoot>
        </EconomyTable>
      </Stack>
    </EconomyFrame>
  );
}
