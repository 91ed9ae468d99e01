import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EconomyFigures, EconomyFrame, PayoutsTable } from '@/widgets/economy-frame';
import { PAYOUT_WORKING_DAYS, dueNext, payoutQueries, yearFigures } from '@/entities/payout';
import { useSession } from '@/entities/session';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { numberFormat } from '@/shared/lib/intl';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink, Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

function Failed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Callout tone="danger" role="alert">
      <Text weight="semibold">{children}</Text>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Callout>
  );
}

/** `/economy` (001 §2, 000 §7): this year's payouts, bookings and driven kilometres, and the payouts still to come. */
export function EconomyPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const stats = useQuery(payoutQueries.yearStats());
  const payouts = useQuery(payoutQueries.list(1));
  const year = new Date().getFullYear();
  const currency = (user?.currency ?? 'eur') as Currency;
  const money = (minor: number, inCurrency: string) => formatMoney(minor, inCurrency as Currency, intl);
  const figures = stats.data ? yearFigures(stats.data, year, currency) : undefined;
  const due = payouts.data ? dueNext(payouts.data.data) : undefined;

  return (
    <EconomyFrame title={<Trans>My economy</Trans>} documentTitle={t`My economy | Campershare`}>
      {user?.hasBankAccount === false && (
        <Callout tone="info">
          <Text>
            <Trans>Add your bank account so we can pay out your earnings.</Trans>
          </Text>
          <ButtonLink to={hrefTo('economy-settings')} size="sm">
            <Trans>Add bank account</Trans>
          </ButtonLink>
        </Callout>
      )}
      <Stack as="section" gap="md" aria-labelledby="economy-year">
        <Heading level={2} size="md" id="economy-year">
          <Trans>Your year {year}</Trans>
        </Heading>
        {stats.isError ? (
          <Failed onRetry={() => void stats.refetch()}>
            <Trans>Your figures could not be loaded.</Trans>
          </Failed>
        ) : figures ? (
          <EconomyFigures
            items={[
              { label: <Trans>Payouts</Trans>, value: money(figures.earnings, figures.currency) },
              { label: <Trans>Bookings</Trans>, value: numberFormat(intl).format(figures.bookings) },
              { label: <Trans>Driven kilometres</Trans>, value: numberFormat(intl).format(figures.drivenKilometres ?? 0) },
            ]}
          />
        ) : (
          <SkeletonGroup label={t`Loading your figures`}>
            <Skeleton shape="rect" height="5rem" />
          </SkeletonGroup>
        )}
      </Stack>
      <Stack as="section" gap="md" aria-labelledby="economy-due">
        <Heading level={2} size="md" id="economy-due">
          <Trans>Due next</Trans>
        </Heading>
        {payouts.isError ? (
          <Failed onRetry={() => void payouts.refetch()}>
            <Trans>Your payouts could not be loaded.</Trans>
          </Failed>
        ) : !due ? (
          <SkeletonGroup label={t`Loading your payouts`}>
            <Skeleton shape="rect" height="6rem" />
          </SkeletonGroup>
        ) : due.payouts.length === 0 ? (
          <Text>
            <Trans>No payouts are on their way right now.</Trans>
          </Text>
        ) : (
          <PayoutsTable
            payouts={due.payouts.slice(0, 5)}
            footer={
              due.currency && (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t`Total to come`}
                  </th>
                  <td data-align="end">{money(due.total, due.currency)}</td>
                </tr>
              )
            }
          />
        )}
        <Text tone="muted">
          <Trans>
            A payout reaches your bank account {PAYOUT_WORKING_DAYS.min} to {PAYOUT_WORKING_DAYS.max} working days after it is sent.
          </Trans>
        </Text>
        <div>
          <Link to={hrefTo('payouts')}>
            <Trans>All payouts</Trans>
          </Link>
        </div>
      </Stack>
    </EconomyFrame>
  );
}
