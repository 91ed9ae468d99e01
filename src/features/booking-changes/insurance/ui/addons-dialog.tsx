import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { productTotal } from '@/entities/booking';
import { addonLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import type { InsuranceAddon } from '../api/insurance-requests';
import type { InsuranceActions } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import { InsuranceDialogBody } from './insurance-dialog-body';
import type { RenderPayment } from './pay-dues';
import * as css from './insurance.css';

export interface AddonsDialogProps {
  bookingId: number;
  nights: number;
  currency: string;
  /** The renter is 28 or younger on the first day: the young-driver insurance is offered. */
  youngDriver: boolean;
  actions: InsuranceActions;
  renderPayment: RenderPayment;
  onChanged: () => void;
  onClose: () => void;
}

/** The deductible reduction has a modal of its own (001 §2). */
const OWN_MODAL: ReadonlySet<string> = new Set(['deductible_buydown']);
const YOUNG_DRIVER: ReadonlySet<string> = new Set(['young_driver', 'young_driver_insurance']);

/** Which of the add-ons the API offers this renter may buy here. */
export const offeredAddons = (addons: readonly InsuranceAddon[], youngDriver: boolean): InsuranceAddon[] =>
  addons.filter((addon) => addon.productId != null && !addon.selected && !OWN_MODAL.has(addon.key) && (youngDriver || !YOUNG_DRIVER.has(addon.key)));

/** The add-insurance-add-ons modal (001 §2): each add-on still for sale, bought into the order one at a time and paid. */
export function AddonsDialog({ bookingId, nights, currency, youngDriver, actions, renderPayment, onChanged, onClose }: AddonsDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const addons = useQuery({ queryKey: ['bookings', 'detail', bookingId, 'insurance', 'addons'], queryFn: actions.addons });
  const purchase = useMutation({ mutationFn: (productId: number) => actions.buy(productId), onSuccess: onChanged });
  const buy = (productId: number) => purchase.mutate(productId);
  const buying = purchase.isPending ? purchase.variables : null;
  const failedFor = (productId: number) => (purchase.isError && purchase.variables === productId ? purchase.error : null);

  const offered = addons.data ? offeredAddons(addons.data, youngDriver) : [];
  const busy = purchase.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeable={!busy} title={t`Add insurance`}>
      <InsuranceDialogBody query={addons} dues={purchase.data} currency={currency} renderPayment={renderPayment} onDone={onClose}>
        {() =>
          offered.length === 0 ? (
            <div className={css.form}>
              <Text>{t`There is no more insurance to add to this booking.`}</Text>
              <div className={css.buttons}>
                <Button onClick={onClose}>{t`Close`}</Button>
              </div>
            </div>
          ) : (
            <div className={css.form}>
              <ul className={css.list}>
                {offered.map((addon) => {
                  const name = addonLabel(i18n, addon.key);
                  const price = formatMoney(addon.totalPrice ?? productTotal(addon, nights), currency as Currency, intl);
                  const productId = addon.productId as number;
                  return (
                    <li key={addon.key} className={css.item}>
                      <Text weight="semibold">{name}</Text>
                      <Text size="sm">{addon.pricingStrategy === 'per_booking_night' ? t`${price} for ${nights} nights` : price}</Text>
                      {failedFor(productId) !== null && <InsuranceFailure error={failedFor(productId)} onRetry={() => buy(productId)} />}
                      <div className={css.buttons}>
                        <Button size="sm" variant="secondary" loading={buying === productId} disabled={busy && buying !== productId} onClick={() => buy(productId)}>
                          {t`Add ${name}`}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className={css.buttons}>
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
