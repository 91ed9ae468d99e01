import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productTotal } from '@/entities/booking';
import { addonLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import type { InsuranceAddon } from '../api/insurance-requests';
import type { Due, InsuranceActions } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import { PayDues, type RenderPayment } from './pay-dues';
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
  const [buying, setBuying] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ productId: number; error: unknown } | null>(null);
  const [dues, setDues] = useState<Due[] | null>(null);

  const buy = async (productId: number) => {
    setBuying(productId);
    setFailure(null);
    try {
      const added = await actions.buy(productId);
      onChanged();
      setDues(added);
    } catch (error) {
      setFailure({ productId, error });
    } finally {
      setBuying(null);
    }
  };

  const offered = addons.data ? offeredAddons(addons.data, youngDriver) : [];
  const busy = buying !== null;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeable={!busy} title={t`Add insurance`}>
      {dues ? (
        <PayDues dues={dues} currency={currency} renderPayment={renderPayment} onDone={onClose} />
      ) : addons.isPending ? (
        <SkeletonGroup>
          <Skeleton shape="rect" height="8rem" />
        </SkeletonGroup>
      ) : addons.isError ? (
        <InsuranceFailure error={addons.error} onRetry={() => void addons.refetch()} />
      ) : offered.length === 0 ? (
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
                  {failure?.productId === productId && <InsuranceFailure error={failure.error} onRetry={() => void buy(productId)} />}
                  <div className={css.buttons}>
                    <Button size="sm" variant="secondary" loading={buying === productId} disabled={busy && buying !== productId} onClick={() => void buy(productId)}>
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
      )}
    </Dialog>
  );
}
