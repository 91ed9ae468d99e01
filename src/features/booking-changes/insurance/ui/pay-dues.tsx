import { useLingui } from '@lingui/react/macro';
import { Fragment, useState, type ReactNode } from 'react';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Text } from '@/shared/ui/text';
import type { Due } from './insurance-actions';
import * as css from './insurance.css';

/** The payments modal's form for one installment (the page passes `features/pay`'s `PayForm`). */
export type RenderPayment = (payment: { installmentId: number; amount: number; onPaid: () => void }) => ReactNode;

/**
 * After a purchase: each installment it added is paid in turn with the payments form, or, before the
 * owner has accepted, said to be due then (001 §4: it is pending until the acceptance).
 */
export function PayDues({ dues, currency, renderPayment, onDone }: { dues: Due[]; currency: string; renderPayment: RenderPayment; onDone: () => void }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const [paid, setPaid] = useState(0);
  const payable = dues.filter((due) => due.payable);
  const later = dues.filter((due) => !due.payable).reduce((sum, due) => sum + due.amount, 0);
  const current = payable[paid];
  const number = paid + 1;
  const count = payable.length;
  const due = formatMoney(later, currency as Currency, intl);
  return (
    <div className={css.form}>
      {current ? (
        <>
          <Text>{payable.length > 1 ? t`Payment ${number} of ${count}` : t`Pay for it now to complete the change.`}</Text>
          {/* A form of its own per installment: the payment's machine starts afresh for the next one. */}
          <Fragment key={current.installmentId}>{renderPayment({ installmentId: current.installmentId, amount: current.amount, onPaid: () => setPaid((count) => count + 1) })}</Fragment>
        </>
      ) : (
        <Callout tone="success" role="status">
          <Text>{payable.length > 0 ? t`Paid. Your insurance is updated.` : t`Your insurance is updated.`}</Text>
        </Callout>
      )}
      {later > 0 && <Text size="sm">{t`${due} is due once the owner accepts the booking. You pay it under Your payments.`}</Text>}
      <div className={css.buttons}>
        <Button variant={current ? 'ghost' : 'primary'} onClick={onDone}>
          {current ? t`Pay later` : t`Done`}
        </Button>
      </div>
    </div>
  );
}
