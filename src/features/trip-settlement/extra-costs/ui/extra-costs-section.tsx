import { useLingui } from '@lingui/react/macro';
import { canAddLateExtraCharge, discountableAmount, extraChargeCategoryLabel, extraChargeStatusLabel, type BookingDto } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { DiscountDialog } from './discount-dialog';
import { ExtraChargeDialog } from './extra-charge-dialog';
import * as css from './extra-costs.css';

export interface ExtraCostsSectionProps {
  booking: BookingDto;
  party: 'owner' | 'renter';
}

/**
 * The extra costs on the booking detail (001 §2, §4): the charges with the fee the renter pays,
 * any discount, and for the owner of an ended or completed booking that allows it the late extra
 * charge and the discount. The renter pays a charge in "Your payments".
 */
export function ExtraCostsSection({ booking, party }: ExtraCostsSectionProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const { toast } = useToast();
  const money = (minor: number) => formatMoney(minor, booking.currency as Currency, intl);
  const charges = booking.extraCharges ?? [];
  const discounts = booking.extraChargeDiscounts ?? [];
  const mayAdd = canAddLateExtraCharge(party, { ecommerceStatus: booking.ecommerceStatus, allowsAddingExtraCharges: booking.allowsAddingExtraCharges ?? false });
  const max = discountableAmount(charges, discounts);
  if (charges.length === 0 && !mayAdd) return null;

  return (
    <Stack as="section" gap="md" aria-labelledby="extra-costs-heading">
      <Heading level={2} size="md" id="extra-costs-heading">
        {t`Extra costs`}
      </Heading>
      {charges.length === 0 ? (
        <Text tone="muted">{t`No extra charges.`}</Text>
      ) : (
        <ul className={css.list} aria-label={t`Extra charges`}>
          {charges.map((charge) => (
            <li key={charge.id} className={css.item}>
              <Text weight="semibold">
                {extraChargeCategoryLabel(i18n, charge.category)}: {money(charge.amountIncFee)}
              </Text>
              <Text size="sm">{charge.description}</Text>
              <Text size="sm" tone="muted">
                {t`${money(charge.amount)} plus ${money(charge.amountIncFee - charge.amount)} service fee`}
                {charge.status ? ` · ${extraChargeStatusLabel(i18n, charge.status)}` : ''}
              </Text>
            </li>
          ))}
          {discounts.map((discount) => (
            <li key={`discount-${discount.id}`} className={css.item}>
              <Text weight="semibold">{t`Discount: −${money(discount.amount)}`}</Text>
              <Text size="sm">{discount.description}</Text>
            </li>
          ))}
        </ul>
      )}
      {mayAdd && (
        <div className={css.actions}>
          <ExtraChargeDialog
            bookingId={booking.id}
            currency={booking.currency}
            feeFraction={booking.extraChargesServiceFeePercentage ?? 0}
            onAdded={() => toast({ title: t`The extra charge was added. The renter is asked to pay it.`, variant: 'success' })}
          />
          {max > 0 && <DiscountDialog bookingId={booking.id} currency={booking.currency} max={max} onAdded={() => toast({ title: t`The discount was given.`, variant: 'success' })} />}
        </div>
      )}
    </Stack>
  );
}
