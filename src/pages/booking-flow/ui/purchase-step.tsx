import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cancellationPolicyOf, refundTable } from '@/entities/booking';
import { hasDownPayment, installmentPlan } from '@/entities/order';
import { useFailureMessage } from '@/features/request-booking';
import { useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

/** Line items, cancellation policy, pay now or later with the down payment plan (001 §4, §9); the payment form once the request is sent. */
export function PurchaseStep({ state, send, payForm }: StepProps & { payForm: ReactNode }) {
  const { t } = useLingui();
  const { intl, code: locale } = useLocaleInfo();
  const failureText = useFailureMessage();
  const { quote, cart, payable, paymentFailure } = state.context;
  const vehicle = cart.cartVehicle;
  const request = cart.pendingBookingRequest;
  if (!vehicle || !request) return null;

  if (state.matches({ purchase: 'pricing' }) || !quote) {
    return (
      <Stack gap="md" aria-busy="true">
        <Heading level={1}>
          <Trans>Review and pay</Trans>
        </Heading>
        <Text role="status">
          <Trans>Preparing your booking…</Trans>
        </Text>
        <Skeleton height="8rem" />
      </Stack>
    );
  }

  const currency = quote.currency as Parameters<typeof formatMoney>[1];
  const money = (minor: number) => formatMoney(minor, currency, intl);
  const [first, rest] = installmentPlan(quote.totalPrice, request.fromDate, new Date());
  const policy = cancellationPolicyOf(quote.cancellationPolicy ?? vehicle.cancellationPolicy);
  const busy = state.matches('submitting');
  const paying = state.matches('paying');

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>Review and pay</Trans>
      </Heading>
      <Text>
        {vehicle.name}: {formatDate(request.fromDate, locale)} – {formatDate(request.toDate, locale)}
      </Text>
      <table className={css.lines}>
        <caption>
          <Trans>Price</Trans>
        </caption>
        <tbody>
          {quote.lineItems.map((item, index) => (
            <tr key={`${item.key}-${index}`}>
              <th scope="row" className={css.label}>
                {item.label ?? item.key} {item.quantity > 1 ? `× ${item.quantity}` : ''}
              </th>
              <td className={css.amount}>{money(item.amount)}</td>
            </tr>
          ))}
          <tr className={css.total}>
            <th scope="row" className={css.label}>
              <Trans>Total</Trans>
            </th>
            <td className={css.amount}>{money(quote.totalPrice)}</td>
          </tr>
        </tbody>
      </table>
      <section aria-labelledby="policy-heading">
        <Heading level={2} id="policy-heading">
          <Trans>Cancellation policy: {policy}</Trans>
        </Heading>
        <ul>
          {refundTable(policy).map((tier) => (
            <li key={tier.fromDays}>
              <Trans>
                {tier.refundPercentage}% refund with {tier.fromDays} or more days of notice
              </Trans>
            </li>
          ))}
        </ul>
      </section>
      {paying && payable ? (
        <section aria-labelledby="pay-heading">
          <Heading level={2} id="pay-heading">
            <Trans>Payment</Trans>
          </Heading>
          {paymentFailure && <Text role="alert">{paymentFailure}</Text>}
          {payForm}
        </section>
      ) : (
        <>
          <RadioGroup
            label={t`When do you want to pay?`}
            value={request.payLater ? 'later' : 'now'}
            onValueChange={(value) => send({ type: 'CHOOSE_PAYMENT', payLater: value === 'later' })}
            items={[
              { value: 'now', label: t`Pay now` },
              { value: 'later', label: vehicle.bookingMethod === 'instant' ? t`Pay later` : t`Pay later, after the owner accepts` },
            ]}
          />
          {hasDownPayment(quote.downPaymentPercentage) && first && rest && (
            <Text>
              <Trans>
                Pay {money(first.amount)} now and {money(rest.amount)} by {formatDate(rest.dueAt, locale)}.
              </Trans>
            </Text>
          )}
          {state.context.failure && <Text role="alert">{failureText(state.context.failure.slug)}</Text>}
          <div className={css.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'BACK' })}>
              <Trans>Back</Trans>
            </Button>
            <Button disabled={busy} aria-busy={busy || undefined} onClick={() => send({ type: 'NEXT' })}>
              {vehicle.bookingMethod === 'instant' ? <Trans>Book now</Trans> : <Trans>Send booking request</Trans>}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
