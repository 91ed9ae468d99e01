import { Trans, useLingui } from '@lingui/react/macro';
import { nightsOf } from '@/entities/booking';
import { isYoungDriver, PLATFORM_INSURANCE_PLANS, totalWithCoverage, type PlatformInsurancePlan } from '@/entities/cart';
import { insuranceProductLabel, type VehicleInsuranceProduct } from '@/entities/vehicle';
import { useShownMoney } from '@/features/switch-currency';
import type { Currency } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Heading } from '@/shared/ui/heading';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { ADDON_COVER, PLAN_COVER } from './insurance-cover';
import { StepActions } from './step-actions';

const isPlan = (key: string): key is PlatformInsurancePlan => (PLATFORM_INSURANCE_PLANS as readonly string[]).includes(key);

/** Platform plans with what they cover (#23 point 4) and insurance add-ons; young drivers (28 or younger) get their cover added (001 §5). */
export function InsuranceStep({ view, send, products }: StepProps & { products: readonly VehicleInsuranceProduct[] }) {
  const { t, i18n } = useLingui();
  const shown = useShownMoney();
  const { cart, renter } = view;
  const request = cart.pendingBookingRequest;
  if (!request || !cart.cartVehicle) return null;
  const nights = nightsOf(request);
  const currency = cart.cartVehicle.currency as Currency;
  const money = (minor: number) => shown(minor, currency);
  const plans = products.filter((product) => product.kind === 'plan' && product.isAvailable !== false && isPlan(product.key));
  const basic = plans.find((plan) => plan.key === 'omocom_basic');
  const addons = products.filter((product) => product.kind === 'addon' && product.isAvailable !== false && !String(product.key).startsWith('young_driver'));
  const young = renter?.birthDate ? isYoungDriver(renter.birthDate, request.fromDate) : false;
  // 000 §4: a higher plan replaces the basic one, so its price × nights comes off.
  const planCost = (plan: VehicleInsuranceProduct) => totalWithCoverage(0, isPlan(plan.key) ? plan.key : null, plan.price * nights, basic?.price ?? 0, nights);
  const chosen = request.insuranceKey ?? basic?.key;

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>Insurance</Trans>
      </Heading>
      {plans.length > 0 ? (
        <Stack gap="md">
          <RadioGroup
            label={t`Insurance plan`}
            value={chosen ?? undefined}
            onValueChange={(value) => isPlan(value) && send({ type: 'CHOOSE_PLAN', plan: value })}
            items={plans.map((plan) => ({
              value: String(plan.key),
              label: plan.key === 'omocom_basic' ? `${insuranceProductLabel(i18n, plan.key)} (${t`included`})` : `${insuranceProductLabel(i18n, plan.key)} (+${money(planCost(plan))})`,
            }))}
          />
          <div className={css.plans}>
            {plans.map((plan) => {
              const cover = isPlan(plan.key) ? PLAN_COVER[plan.key] : undefined;
              return (
                <section key={plan.key} aria-label={insuranceProductLabel(i18n, plan.key)} className={`${css.plan} ${plan.key === chosen ? css.planChosen : ''}`}>
                  <Text weight="semibold">{insuranceProductLabel(i18n, plan.key)}</Text>
                  {plan.deductible !== undefined && plan.deductible !== null && <Text size="sm">{t`Deductible: ${money(plan.deductible)}`}</Text>}
                  {cover && (
                    <>
                      <Text size="sm">
                        <Trans>Covered:</Trans>
                      </Text>
                      <ul className={css.coverList}>
                        {cover.covered.map((line) => (
                          <li key={line.id}>{i18n._(line)}</li>
                        ))}
                      </ul>
                      <Text size="sm">
                        <Trans>Not covered:</Trans>
                      </Text>
                      <ul className={css.coverList}>
                        {cover.excluded.map((line) => (
                          <li key={line.id}>{i18n._(line)}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </section>
              );
            })}
          </div>
        </Stack>
      ) : (
        <Text>
          <Trans>The vehicle is insured by its owner's own insurance.</Trans>
        </Text>
      )}
      {addons.length > 0 && (
        <Stack gap="sm">
          <Heading level={2}>
            <Trans>Extra cover</Trans>
          </Heading>
          {addons.map((addon) => {
            const cover = ADDON_COVER[String(addon.key)];
            return (
              <div key={addon.key}>
                <Checkbox
                  label={`${insuranceProductLabel(i18n, addon.key)} (${money(addon.pricingStrategy === 'per_booking_night' ? addon.price * nights : addon.price)})`}
                  checked={request.insuranceAddons.includes(addon.key)}
                  onCheckedChange={(selected) => send({ type: 'TOGGLE_INSURANCE_ADDON', key: addon.key, selected })}
                />
                {cover && (
                  <Text size="sm" tone="muted">
                    {i18n._(cover)}
                  </Text>
                )}
              </div>
            );
          })}
        </Stack>
      )}
      {young && (
        <Text role="note">
          <Trans>You are 28 or younger: young driver insurance is added to your booking.</Trans>
        </Text>
      )}
      <StepActions
        view={view}
        send={send}
        primary={
          <Button onClick={() => send({ type: 'NEXT' })}>
            <Trans>Continue</Trans>
          </Button>
        }
      />
    </Stack>
  );
}
