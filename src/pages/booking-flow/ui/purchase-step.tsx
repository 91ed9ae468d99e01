import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { completeLines, shownPrice, usePriceTable } from '@/entities/booking';
import { hasDownPayment, installmentPlan } from '@/entities/order';
import { CancellationPolicy } from '@/widgets/vehicle-details';
import { useFailureMessage } from '@/features/request-booking';
import { useShownMoney, type DisplayMoney } from '@/features/switch-currency';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { MoneyTable } from '@/shared/ui/money-table';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

export interface PurchaseStepProps extends StepProps {
  payForm: ReactNode;
  display: DisplayMoney;
  addonName: (key: string) => string | undefined;
}

/** Every part of the price (issue #13), the cancellation policy, pay now or later with the installments (001 §4, §9); the payment form once the request is sent. */
export function PurchaseStep({ view, send, payForm, display, addonName }: PurchaseStepProps) {
  const { t } = useLingui();
  const { intl, code: locale } = useLocaleInfo();
  const failureText = useFailureMessage();
  const shown = useShownMoney();
  const { quote, cart, payable, paymentFailure } = view;
  const vehicle = cart.cartVehicle;
  const request = cart.pendingBookingRequest;
  const currency = (quote?.currency ?? vehicle?.currency ?? 'eur') as Currency;
  const table = usePriceTable(shownPrice(completeLines(quote?.lineItems ?? [], quote?.totalPrice ?? 0), currency, display), { addonName });
  if (!vehicle || !request) return null;

  if (view.phase === 'pricing' || !quote) {
    return (
      <Stack gap="md" aria-busy="true">
        <Heading level={1}>
          <Trans>Review and pay</Trans>
        </Heading>
        <Text role="status">
          <Trans>Working out your price…</Trans>
        </Text>
        <Skeleton height="8rem" />
      </Stack>
    );
  }

  // A charge in the vehicle's currency, with what it is in the user's beside it (#23 point 7).
  const money = (minor: number) => {
    const charged = formatMoney(minor, currency, intl);
    const inDisplay = shown(minor, currency);
    return inDisplay === charged ? charged : t`${charged} (about ${inDisplay})`;
  };
  const [first, rest] = installmentPlan(quote.totalPrice, request.fromDate, new Date(view.now));
  const busy = view.phase === 'submitting';
  const paying = view.phase === 'paying';
  const instant = vehicle.bookingMethod === 'instant';

  return (
    <Stack gap="lg">
      <Heading level={1}>{paying ? <Trans>Pay to confirm</Trans> : <Trans>Review and pay</Trans>}</Heading>
      {/* Paying: the form first, so the Pay button is in reach on a phone; the price and the policy below it. */}
      {!paying && (
        <>
          <MoneyTable caption={t`Price`} {...table} />
          <CancellationPolicy policy={quote.cancellationPolicy ?? vehicle.cancellationPolicy} />
        </>
      )}
      {paying && payable ? (
        <section aria-labelledby="pay-heading">
          <Stack gap="md">
            <Heading level={2} size="sm" id="pay-heading">
              {t`Pay ${money(payable.amount)} now`}
            </Heading>
            {payable.restDueAt && rest && (
              <Text size="sm" tone="muted">
                <Trans>
                  The rest, {money(quote.totalPrice - payable.amount)}, is due by {formatDate(payable.restDueAt, locale)}.
                </Trans>
              </Text>
            )}
            {paymentFailure && (
              <Text role="alert" className={css.error}>
                {paymentFailure}
              </Text>
            )}
            {payForm}
          </Stack>
        </section>
      ) : (
        <>
          <RadioGroup
            label={t`When do you want to pay?`}
            value={request.payLater ? 'later' : 'now'}
            onValueChange={(value) => send({ type: 'CHOOSE_PAYMENT', payLater: value === 'later' })}
            items={[
              { value: 'now', label: instant ? t`Pay now` : t`Pay now; you are charged only if the owner accepts` },
              { value: 'later', label: instant ? t`Pay later` : t`Pay later, after the owner accepts` },
            ]}
          />
          {hasDownPayment(quote.downPaymentPercentage) && first && rest && (
            <Text>
              <Trans>
                Pay {money(first.amount)} now and {money(rest.amount)} by {formatDate(rest.dueAt, locale)}.
              </Trans>
            </Text>
          )}
          {view.failure && (
            <div role="alert" className={css.alert}>
              <Text>{failureText(view.failure.slug)}</Text>
            </div>
          )}
          <StepActions
            view={view}
            send={send}
            primary={
              <Button disabled={busy} loading={busy} onClick={() => send({ type: 'NEXT' })}>
                {view.failure ? <Trans>Try again</Trans> : instant ? <Trans>Book now</Trans> : <Trans>Send booking request</Trans>}
              </Button>
            }
          />
        </>
      )}
      {paying && (
        <>
          <MoneyTable caption={t`Price`} {...table} />
          <CancellationPolicy policy={quote.cancellationPolicy ?? vehicle.cancellationPolicy} />
        </>
      )}
    </Stack>
  );
}
