import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EconomyFrame, EconomyTable } from '@/widgets/economy-frame';
import { payoutQueries, reportYears } from '@/entities/payout';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { numberFormat } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** `/payout-reports` (001 §3): a PDF per month with its payout and driven kilometres, and each year's total. */
export function PayoutReportsPage() {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const reports = useQuery(payoutQueries.reports());
  const monthName = (month: string) => new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const km = (value: number) => t`${numberFormat(intl).format(value)} km`;

  return (
    <EconomyFrame title={<Trans>Payout reports</Trans>} documentTitle={t`Payout reports | Campershare`}>
      {reports.isError ? (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">
            <Trans>Your payout reports could not be loaded.</Trans>
          </Text>
          <Button variant="secondary" size="sm" onClick={() => void reports.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      ) : !reports.data ? (
        <SkeletonGroup label={t`Loading your payout reports`}>
          <Skeleton shape="rect" height="12rem" />
        </SkeletonGroup>
      ) : reports.data.length === 0 ? (
        <Text>
          <Trans>There are no reports yet: a month gets its report once a payout has been sent in it.</Trans>
        </Text>
      ) : (
        <Stack gap="xl">
          {reportYears(reports.data).map(({ year, months, total, drivenKilometres, currency }) => {
            const money = (minor: number) => formatMoney(minor, currency as Currency, intl);
            return (
              <EconomyTable key={year} caption={t`Reports ${year}`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Month`}</th>
                    <th scope="col" data-align="end">
                      {t`Driven`}
                    </th>
                    <th scope="col" data-align="end">
                      {t`Total payout`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((report) => (
                    <tr key={report.month}>
                      {/* The report's link under its month: three columns fit a phone's width. */}
                      <th scope="row">
                        <Stack gap="xxs">
                          <span>{monthName(report.month)}</span>
                          <a href={report.pdfUrl} download={`payout-report-${report.month}.pdf`}>
                            <Trans>Download PDF</Trans>
                            <VisuallyHidden>: {monthName(report.month)}</VisuallyHidden>
                          </a>
                        </Stack>
                      </th>
                      <td data-align="end">{km(report.drivenKilometres ?? 0)}</td>
                      <td data-align="end">{money(report.totalPayout)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t`Total ${year}`}</th>
                    <td data-align="end">{km(drivenKilometres)}</td>
                    <td data-align="end">{money(total)}</td>
                  </tr>
                </tfoot>
              </EconomyTable>
            );
          })}
        </Stack>
      )}
    </EconomyFrame>
  );
}
