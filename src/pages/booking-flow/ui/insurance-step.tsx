import { Trans, useLingui } from '@lingui/react/macro';
import { nightsOf } from '@/entities/booking';
import { isYoungDriver, PLATFORM_INSURANCE_PLANS, totalWithCoverage, type PlatformInsurancePlan } from '@/entities/cart';
import type { VehicleInsuranceProduct } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Heading } from '@/shared/ui/heading';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

const isPlan = (key: string): key is PlatformInsurancePlan => (PLATFORM_INSURANCE_PLANS as readonly string[]).includes(key);

/** Platform plans and insurance add-ons; young drivers (28 or younger) get their cover added (001 §5). */
export function InsuranceStep({ state, send, products }: StepProps & { products: readonly VehicleInsuranceProduct[] }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const { cart, renter } = state.context;
  const request = cart.pendingBookingRequest;
  if (!request || !cart.cartVehicle) return null;
  const nights = nightsOf(request);
  const currency = cart.cartVehicle.currency as Parameters<typeof formatMoney>[1];
  const plans = products.filter((product) => product.kind === 'plan' && product.isAvailable !== false && isPlan(product.key));
  const basic = plans.find((plan) => plan.key === 'omocom_basic');
  const addons = products.filter((product) => product.kind === 'addon' && product.isAvailable !== false && !String(product.key).startsWith('young_driver'));
  const young = renter?.birthDate ? isYoungDriver(renter.birthDate, request.fromDate) : false;
  // 000 §4: a higher plan replaces the basic one, so its price × nights comes off.
  const planCost = (plan: VehicleInsuranceProduct) => totalWithCoverage(0, isPlan(plan.key) ? plan.key : null, plan.price * nights, basic?.price ?? 0, nights);

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>Insurance</Trans>
      </Heading>
      {plans.length > 0 ? (
        <RadioGroup
          label={t`Insurance plan`}
          value={request.insuranceKey ?? basic?.key ?? undefined}
          onValueChange={(value) => isPlan(value) && send({ type: 'CHOOSE_PLAN', plan: value })}
          items={plans.map((plan) => ({
            value: String(plan.key),
            label: plan.key === 'omocom_basic' ? `${plan.name} (${t`included`})` : `${plan.name} (+${formatMoney(planCost(plan), currency, intl)})`,
          }))}
        />
      ) : (
        <Text>
          <Trans>The vehicle is insured by its own insurance.</Trans>
        </Text>
      )}
      {addons.length > 0 && (
        <Stack gap="sm">
          <Heading level={2}>
            <Trans>Extra cover</Trans>
          </Heading>
          {addons.map((addon) => (
            <Checkbox
              key={addon.key}
              label={`${addon.name} (${formatMoney(addon.pricingStrategy === 'per_booking_night' ? addon.price * nights : addon.price, currency, intl)})`}
              checked={request.insuranceAddons.includes(addon.key)}
              onCheckedChange={(selected) => send({ type: 'TOGGLE_INSURANCE_ADDON', key: addon.key, selected })}
            />
          ))}
        </Stack>
      )}
      {young && (
        <Text role="note">
          <Trans>You are 28 or younger: young driver insurance is added to your booking.</Trans>
        </Text>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => send({ type: 'NEXT' })}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </Stack>
  );
}
