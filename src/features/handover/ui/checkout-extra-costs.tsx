import { useLingui } from '@lingui/react/macro';
import type { HandoverView } from '@machines/handover';
import { Suspense, type ComponentType } from 'react';
import { CHECKOUT_EXTRA_CHARGES_MAX, extraChargeCategoryLabel, type NewExtraCharge } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './handover.css';

/** The extra-charge modal, given by the page (it belongs to the extra-costs feature): it hands back a checked charge. */
export type ExtraChargeModal = ComponentType<{ bookingId: number; currency: string; feeFraction: number; onAdded: () => void; onCharge: (charge: NewExtraCharge) => void }>;

interface ExtraCostsProps {
  view: HandoverView;
  currency: string;
}

function useMoney(currency: string) {
  const { intl } = useLocaleInfo();
  return (minor: number) => formatMoney(minor, currency as Currency, intl);
}

/** Each charge with what the renter pays for it, and the sum: the lines add up to the total shown. */
function ChargeList({ view, currency, onRemove }: ExtraCostsProps & { onRemove?: (index: number) => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const { charges } = view.extraCosts;
  const total = money(view.extraCosts.total);
  const fee = money(view.extraCosts.fee);
  return (
    <>
      <ul className={css.charges} aria-label={t`Extra costs`}>
        {charges.map((charge, index) => (
          <li key={`${index}-${charge.category}`} className={css.charge}>
            <Text weight="semibold">
              {extraChargeCategoryLabel(i18n, charge.category)}: {money(charge.amountIncFee)}
            </Text>
            <Text size="sm">{charge.description}</Text>
            <Text size="sm" tone="muted">{t`${money(charge.amount)} plus ${money(charge.amountIncFee - charge.amount)} service fee`}</Text>
            {onRemove && (
              <div>
                <Button size="sm" variant="ghost" disabled={view.busy} onClick={() => onRemove(index)} aria-label={t`Remove the charge “${charge.description}”`}>
                  {t`Remove`}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Text weight="semibold">{t`Extra costs in all: ${total}, service fee of ${fee} included`}</Text>
    </>
  );
}

/**
 * Check-out's extra-costs step for the owner (001 §2): fuel, extra kilometres, tolls and the like,
 * added with the extra-charge modal and sent with the documentation; the renter approves them.
 */
export function OwnerExtraCosts({ view, currency, onCharge, onRemove, Modal }: ExtraCostsProps & { onCharge: (charge: NewExtraCharge) => void; onRemove: (index: number) => void; Modal: ExtraChargeModal }) {
  const { t } = useLingui();
  return (
    <section className={css.section} aria-labelledby="handover-extra-costs">
      <Heading level={2} id="handover-extra-costs">
        {t`Extra costs`}
      </Heading>
      <Text tone="muted">{t`Charge what the trip cost beyond the booking, such as fuel, extra kilometres or road tolls. The renter approves the extra costs with the check-out and pays them with the service fee on top.`}</Text>
      {view.extraCosts.charges.length === 0 ? <Text>{t`No extra costs.`}</Text> : <ChargeList view={view} currency={currency} onRemove={onRemove} />}
      {!view.busy && view.extraCosts.charges.length < CHECKOUT_EXTRA_CHARGES_MAX && (
        <div>
          <Suspense fallback={null}>
            <Modal bookingId={view.booking.id} currency={currency} feeFraction={view.booking.feeFraction} onAdded={() => undefined} onCharge={onCharge} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/** The extra costs the renter approves with the check-out, and pays afterwards on the booking. */
export function ExtraCostsToApprove({ view, currency }: ExtraCostsProps) {
  const { t } = useLingui();
  if (view.extraCosts.charges.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="handover-extra-costs">
      <Heading level={2} id="handover-extra-costs">
        {t`Extra costs`}
      </Heading>
      <Text>{t`The owner charges these extra costs. By approving the check-out you approve them too, and you pay them on the booking.`}</Text>
      <ChargeList view={view} currency={currency} />
    </section>
  );
}
