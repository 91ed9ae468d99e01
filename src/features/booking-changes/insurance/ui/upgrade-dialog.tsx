import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { higherPlansThan, upgradeCost, type InsurancePlan } from '@/entities/booking';
import { insurancePlanLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { MoneyTable } from '@/shared/ui/money-table';
import { RadioGroup } from '@/shared/ui/radio-group';
import type { InsuranceActions } from './insurance-actions';
import { InsuranceFailure } from './insurance-failure';
import { InsuranceDialogBody } from './insurance-dialog-body';
import type { RenderPayment } from './pay-dues';
import * as css from './insurance.css';

export interface UpgradeDialogProps {
  bookingId: number;
  current: InsurancePlan;
  nights: number;
  currency: string;
  /** Travel-abroad protection is already part of the booking: not offered again. */
  hasTravelAbroad: boolean;
  actions: InsuranceActions;
  renderPayment: RenderPayment;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * The upgrade-insurance modal (001 §2, §4): a higher tier only, with the travel-abroad choice, what it
 * costs in parts that add up to the total, then the payment of what it added to the order.
 */
export function UpgradeDialog({ bookingId, current, nights, currency, hasTravelAbroad, actions, renderPayment, onChanged, onClose }: UpgradeDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = (amount: number) => formatMoney(amount, currency as Currency, intl);
  const prices = useQuery({ queryKey: ['bookings', 'detail', bookingId, 'insurance', 'upgrade-prices'], queryFn: actions.upgradePrices });
  const higher = higherPlansThan(current);
  const [plan, setPlan] = useState<InsurancePlan | undefined>(higher.length === 1 ? higher[0] : undefined);
  const [abroad, setAbroad] = useState(false);
  const [tried, setTried] = useState(false);

  const perNight = (key: InsurancePlan) => prices.data?.plans.find((price) => price.key === key)?.perNight;
  const currentPerNight = perNight(current);
  const chosenPerNight = plan && perNight(plan);
  const travelAbroadPerNight = hasTravelAbroad ? null : (prices.data?.travelAbroadPerNight ?? null);
  const cost =
    currentPerNight !== undefined && chosenPerNight !== undefined
      ? upgradeCost({ currentPerNight, chosenPerNight, nights, travelAbroadPerNight: abroad ? travelAbroadPerNight : null })
      : undefined;

  const purchase = useMutation({ mutationFn: (chosen: InsurancePlan) => actions.upgrade(chosen, abroad && travelAbroadPerNight !== null), onSuccess: onChanged });
  const busy = purchase.isPending;
  const submit = () => {
    setTried(true);
    if (plan) purchase.mutate(plan);
  };

  const currentName = insurancePlanLabel(i18n, current);
  const chosenName = plan && insurancePlanLabel(i18n, plan);
  const abroadPrice = travelAbroadPerNight === null ? '' : money(travelAbroadPerNight);
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeable={!busy} title={t`Upgrade your insurance`} description={purchase.data ? undefined : t`Your current plan is ${currentName}. You can move to a higher plan until the trip starts.`}>
      <InsuranceDialogBody query={prices} dues={purchase.data} currency={currency} renderPayment={renderPayment} onDone={onClose} skeletonHeight="10rem">
        {() => (
            <form
              className={css.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <RadioGroup
                label={t`New plan`}
                value={plan ?? ''}
                onValueChange={(value) => setPlan(value as InsurancePlan)}
                disabled={busy}
                required
                error={tried && !plan ? t`Choose the plan you want.` : undefined}
                items={higher.map((key) => {
                  const price = perNight(key);
                  const name = insurancePlanLabel(i18n, key);
                  const nightly = price === undefined ? undefined : money(price);
                  return { value: key, label: nightly === undefined ? name : t`${name}, ${nightly} per night` };
                })}
              />
              {travelAbroadPerNight !== null && (
                <Checkbox
                  label={t`Add travel abroad protection (${abroadPrice} per night)`}
                  checked={abroad}
                  onCheckedChange={setAbroad}
                  disabled={busy}
                />
              )}
              {cost && plan && (
                <MoneyTable
                  caption={t`What the upgrade costs`}
                  currency={currency as Currency}
                  rows={[
                    { key: 'plan', label: t`${chosenName} instead of ${currentName}, ${nights} nights`, amount: cost.plan },
                    ...(abroad && cost.travelAbroad > 0 ? [{ key: 'travel-abroad', label: t`Travel abroad protection, ${nights} nights`, amount: cost.travelAbroad }] : []),
                  ]}
                  total={{ label: t`To pay`, amount: cost.total }}
                />
              )}
              {purchase.isError && <InsuranceFailure error={purchase.error} onRetry={submit} />}
              <div className={css.buttons}>
                <Button type="submit" loading={busy}>
                  {t`Upgrade`}
                </Button>
                <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
                  {t`Cancel`}
                </Button>
              </div>
            </form>
        )}
      </InsuranceDialogBody>
    </Dialog>
  );
}
