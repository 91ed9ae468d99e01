import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addonLabel, addonTypeLabel, pricingModeLabel } from '@/entities/vehicle';
import { failureOf, focusFirstInvalid } from '@/shared/lib/flow';
import { labelledOptions } from '@/shared/lib/labels';
import { parseAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeRadioGroup } from '@/shared/ui/radio-group';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import {
  EQUIPMENT_ADDONS,
  MAX_ADDON_QUANTITY,
  PER_BOOKING_ONLY_ADDONS,
  SERVICE_ADDONS,
  allowsQuantity,
  ownerAddonProblems,
  pricingModesOf,
  type AddonKey,
  type OwnerAddonValues,
} from '../model/addon-catalogue';
import * as css from './vehicle-editor.css';

type Field = 'key' | 'price' | 'quantity';
const KINDS = ['equipment', 'service'] as const;
type Kind = (typeof KINDS)[number];
const kindOf = (key: AddonKey | ''): Kind => ((SERVICE_ADDONS as readonly string[]).includes(key) ? 'service' : 'equipment');

export interface AddonDialogProps {
  /** The add-on being changed (its key stays); null for a new one. */
  changing: AddonKey | null;
  values: OwnerAddonValues;
  onChange: (values: OwnerAddonValues) => void;
  onSave: () => void;
  onClose: () => void;
  saving: boolean;
  /** The last save's error, until the owner saves again. */
  error: unknown;
  /** The add-ons the vehicle offers already: not offered twice. */
  taken: readonly AddonKey[];
  /** The vehicle's currency code, as the price is typed in it. */
  currencyCode: string;
}

/**
 * Adding or changing an owner's add-on (000 §3): one of the catalogue's equipment or services,
 * its pricing mode (a per-booking-only service never per night), its price in the vehicle's
 * currency, and how many there are where renters may take several.
 */
export function AddonDialog({ changing, values, onChange, onSave, onClose, saving, error, taken, currencyCode }: AddonDialogProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<Kind>(() => kindOf(values.key));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const failure = error ? failureOf(error) : null;
  const code = failure?.slug ?? '';
  const errorCount = Object.keys(problems).length;
  useEffect(() => {
    if (errorCount > 0) focusFirstInvalid(form.current);
  }, [errorCount]);

  const others = taken.filter((key) => key !== changing);
  const choices = (kind === 'equipment' ? EQUIPMENT_ADDONS : SERVICE_ADDONS).filter((key: AddonKey) => !others.includes(key));
  const modes = values.key === '' ? pricingModesOf('grill') : pricingModesOf(values.key);
  const change = (next: Partial<OwnerAddonValues>) => {
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
    const merged = { ...values, ...next };
    // A per-booking-only service chosen after "per night": the nearest mode it has.
    if (merged.key !== '' && !pricingModesOf(merged.key).includes(merged.pricingMode)) merged.pricingMode = 'per_booking';
    onChange(merged);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = ownerAddonProblems(values, { parse: parseAmount, taken: others });
    const messages: Partial<Record<Field, string>> = {};
    if (found.key === 'missing') messages.key = t`Choose an add-on.`;
    if (found.key === 'taken') messages.key = t`You offer this add-on already.`;
    if (found.price === 'missing') messages.price = t`Enter the price.`;
    if (found.price === 'invalid') messages.price = t`Enter an amount above zero, such as 150 or 49.50.`;
    if (found.quantity) messages.quantity = t`Enter a number from 1 to ${MAX_ADDON_QUANTITY}.`;
    setProblems(messages);
    if (Object.keys(found).length === 0) onSave();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={changing ? t`Change the add-on` : t`Add an add-on`}
      description={t`Renters can add it to their booking and pay for it with the rent.`}
    >
      <form ref={form} className={css.form} onSubmit={submit} noValidate>
        {changing ? (
          <Text weight="bold">{addonLabel(i18n, changing)}</Text>
        ) : (
          <>
            <NativeRadioGroup
              label={t`Kind of add-on`}
              orientation="horizontal"
              items={labelledOptions(i18n, KINDS, addonTypeLabel)}
              value={kind}
              onValueChange={(next) => {
                setKind(next as Kind);
                change({ key: '' });
              }}
            />
            <FormField label={t`Add-on`} error={problems.key}>
              {(control) => (
                <NativeSelect
                  {...control}
                  items={labelledOptions(i18n, choices, addonLabel)}
                  placeholder={t`Choose an add-on`}
                  value={values.key}
                  onValueChange={(next) => change({ key: next as AddonKey })}
                />
              )}
            </FormField>
          </>
        )}
        <NativeRadioGroup
          label={t`How it is charged`}
          items={labelledOptions(i18n, modes, pricingModeLabel)}
          value={values.pricingMode}
          onValueChange={(next) => change({ pricingMode: next as OwnerAddonValues['pricingMode'] })}
        />
        {values.key !== '' && PER_BOOKING_ONLY_ADDONS.includes(values.key) && (
          <Text size="sm" tone="muted">
            {t`This service is charged per booking only.`}
          </Text>
        )}
        {values.pricingMode !== 'included' && (
          <FormField label={t`Price (${currencyCode})`} error={problems.price}>
            {(control) => <Input {...control} inputMode="decimal" value={values.price} onChange={(event) => change({ price: event.target.value })} />}
          </FormField>
        )}
        {values.key !== '' && allowsQuantity(values.key) && (
          <FormField label={t`How many you have`} hint={t`Renters can take up to this many.`} error={problems.quantity}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={MAX_ADDON_QUANTITY} value={values.quantity} onChange={(event) => change({ quantity: event.target.value })} />}
          </FormField>
        )}
        {failure && (
          <Callout tone="danger" role="alert">
            <Text>{t`The add-on could not be saved. Your entries are kept: please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </Callout>
        )}
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {failure ? <Trans>Try again</Trans> : <Trans>Save add-on</Trans>}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
