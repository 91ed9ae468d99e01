import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addonTotal, type CartAddon } from '@/entities/cart';
import { nightsOf } from '@/entities/booking';
import { addonPriceLabel, lineAddonName } from '@/entities/vehicle';
import { useShownMoney } from '@/features/switch-currency';
import type { Currency } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

/** Additional drivers, equipment and service add-ons with quantities and their pricing modes (000 §3). */
export function CustomizeStep({ view, send }: StepProps) {
  const { t, i18n } = useLingui();
  const shown = useShownMoney();
  const [driver, setDriver] = useState('');
  const { cart } = view;
  const request = cart.pendingBookingRequest;
  if (!request || !cart.cartVehicle) return null;
  const nights = nightsOf(request);
  const currency = cart.cartVehicle.currency as Currency;
  const offered = cart.cartVehicleAddons.filter((addon) => addon.type !== 'insurance');
  const quantityOf = (key: string) => cart.cartVehicleSelectedAddons.find((choice) => choice.key === key)?.quantity ?? 0;
  const modeOf = (addon: CartAddon) => addonPriceLabel(i18n, addon.pricingStrategy, { price: shown(addon.price, currency) });
  const nameOf = (addon: CartAddon) => lineAddonName(i18n, addon.key) ?? addon.name;

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>Customize your trip</Trans>
      </Heading>
      <section aria-labelledby="drivers-heading">
        <Heading level={2} id="drivers-heading">
          <Trans>Additional drivers</Trans>
        </Heading>
        <ul>
          {request.additionalDrivers.map((d, index) => (
            <li key={`${d.name}-${index}`} className={css.row}>
              {d.name}
              <Button size="sm" variant="ghost" onClick={() => send({ type: 'REMOVE_DRIVER', index })}>
                <Trans>Remove {d.name}</Trans>
              </Button>
            </li>
          ))}
        </ul>
        <form
          className={css.row}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'ADD_DRIVER', name: driver });
            setDriver('');
          }}
        >
          <FormField label={t`Driver's name`}>{(control) => <Input {...control} value={driver} onChange={(event) => setDriver(event.target.value)} />}</FormField>
          <Button type="submit" variant="secondary">
            <Trans>Add driver</Trans>
          </Button>
        </form>
      </section>
      <section aria-labelledby="addons-heading">
        <Heading level={2} id="addons-heading">
          <Trans>Equipment and services</Trans>
        </Heading>
        {offered.length === 0 && (
          <Text>
            <Trans>The owner offers no extras with this vehicle.</Trans>
          </Text>
        )}
        <Stack gap="sm">
          {offered.map((addon) => {
            const quantity = quantityOf(addon.key);
            return (
              <div key={addon.key} className={css.row}>
                {addon.allowsQuantity ? (
                  <FormField label={`${nameOf(addon)} (${modeOf(addon)})`}>
                    {(control) => (
                      <Input
                        {...control}
                        type="number"
                        min={0}
                        max={addon.maxQuantity}
                        className={css.quantity}
                        value={quantity}
                        onChange={(event) => send({ type: 'SELECT_ADDON', key: addon.key, quantity: Number(event.target.value) })}
                      />
                    )}
                  </FormField>
                ) : (
                  <Checkbox
                    label={`${nameOf(addon)} (${modeOf(addon)})`}
                    checked={quantity > 0}
                    onCheckedChange={(checked) => send({ type: 'SELECT_ADDON', key: addon.key, quantity: checked ? 1 : 0 })}
                  />
                )}
                {quantity > 0 && <Text>{shown(addonTotal(addon, quantity, nights), currency)}</Text>}
              </div>
            );
          })}
        </Stack>
      </section>
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
