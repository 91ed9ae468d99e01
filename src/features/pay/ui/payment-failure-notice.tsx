import { Trans, useLingui } from '@lingui/react/macro';
import { BANK_LIMITS_HINT, paymentErrorMessage, showsBankLimitsHint, type PaymentFailure } from '@/entities/payment';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import * as css from './pay-form.css';

/** The failure next to the form, worded by the payment entity (001 §8), with the way to try again. */
export function PaymentFailureNotice({ failure, onRetry }: { failure: PaymentFailure; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={css.failure}>
      <Text weight="semibold">{i18n._(paymentErrorMessage(failure.reason, failure.code))}</Text>
      {showsBankLimitsHint(failure.reason) && <Text size="sm">{i18n._(BANK_LIMITS_HINT)}</Text>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
