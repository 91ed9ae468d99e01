import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { productTotal } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { MoneyTable } from '@/shared/ui/money-table';
import { Text } from '@/shared/ui/text';
import type { InsuranceActions } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import { InsuranceDialogBody } from './insurance-dialog-body';
import type { RenderPayment } from './pay-dues';
import * as css from './insurance.css';

export interface BuydownDialogProps {
  bookingId: number;
  nights: number;
  currency: string;
  /** The deductible now, minor units (none when the booking does not say). */
  deductible: number | null;
  actions: InsuranceActions;
  renderPayment: RenderPayment;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * The deductible-buydown modal (001 §2, §4): the product the API sells for this booking, with the
 * warning of 001 §8 when it finds none or several, bought into the order and paid.
 */
export function BuydownDialog({ bookingId, nights, currency, deductible, actions, renderPayment, onChanged, onClose }: BuydownDialogProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const lookup = useQuery({ queryKey: ['bookings', 'detail', bookingId, 'insurance', 'buydown'], queryFn: actions.buydownProduct });
  const product = lookup.data?.kind === 'one' ? lookup.data.product : undefined;
  const purchase = useMutation({ mutationFn: (productId: number) => actions.buy(productId), onSuccess: onChanged });
  const buy = () => product && purchase.mutate(product.id);
  const busy = purchase.isPending;

  const price = product ? productTotal(product, nights) : 0;
  const perNight = product?.pricingStrategy === 'per_booking_night';
  const now = deductible === null ? undefined : formatMoney(deductible, currency as Currency, intl);
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeable={!busy} title={t`Lower your deductible`}>
      <InsuranceDialogBody query={lookup} dues={purchase.data} currency={currency} renderPayment={renderPayment} onDone={onClose}>
        {(found) =>
          found.kind !== 'one' ? (
            <Callout tone="danger" role="alert">
              <Text>
                {found.kind === 'none'
                  ? t`The deductible reduction is not offered for this booking. Please contact customer service.`
                  : t`We found more than one deductible reduction for this booking and cannot tell which applies. Please contact customer service.`}
              </Text>
            </Callout>
          ) : (
            <div className={css.form}>
              <Text>{now ? t`Your deductible in case of damage is ${now}. With the deductible reduction you pay less if something happens during the trip.` : t`With the deductible reduction you pay less if something happens during the trip.`}</Text>
              <MoneyTable
                caption={t`What the deductible reduction costs`}
                currency={currency as Currency}
                rows={[{ key: 'buydown', label: perNight ? t`Deductible reduction, ${nights} nights` : t`Deductible reduction`, amount: price }]}
                total={{ label: t`To pay`, amount: price }}
              />
              {purchase.isError && <InsuranceFailure error={purchase.error} onRetry={buy} />}
              <div className={css.buttons}>
                <Button loading={busy} onClick={buy}>
                  {t`Buy the deductible reduction`}
                </Button>
                <Button variant="ghost" onClick={onClose} disabled={busy}>
                  {t`Cancel`}
                </Button>
              </div>
            </div>
          )
        }
      </InsuranceDialogBody>
    </Dialog>
  );
}
