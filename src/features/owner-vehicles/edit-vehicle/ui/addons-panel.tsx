import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addonLabel, addonPriceLabel, addonTypeLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { failureOf } from '@/shared/lib/flow';
import { formatMoney, parseAmount, toMajor } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { deleteOwnerAddon, ownerAddonsKey, ownerAddonsQuery, saveOwnerAddon, type OwnerAddon } from '../api/addon-requests';
import { allowsQuantity, type AddonKey, type OwnerAddonValues } from '../model/addon-catalogue';
import { readAddonDraft, storeAddonDraft, type AddonDraft } from '../model/addon-draft';
import { AddonDialog } from './addon-dialog';
import { FetchFailed } from './fetch-failed';
import * as css from './availability-step.css';

export interface AddonsPanelProps {
  vehicleId: number;
  currency: Currency;
}

const EMPTY: OwnerAddonValues = { key: '', pricingMode: 'per_booking', price: '', quantity: '1' };

/**
 * 000 §3 owner add-ons, below the equipment step: what renters can add to a booking, each with its
 * pricing mode and price in the vehicle's currency. Each is saved on its own, at once (its own
 * calls, not the editor's Save); the open form is kept in this tab until it is saved or cancelled.
 */
export default function AddonsPanel({ vehicleId, currency }: AddonsPanelProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const queryClient = useQueryClient();
  const addons = useQuery(ownerAddonsQuery(vehicleId));
  const [draft, setDraftState] = useState<AddonDraft | null>(() => readAddonDraft(vehicleId));
  const [removing, setRemoving] = useState<OwnerAddon | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const setDraft = (next: AddonDraft | null) => {
    storeAddonDraft(vehicleId, next);
    setDraftState(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerAddonsKey(vehicleId) });

  const save = useMutation({
    mutationFn: ({ addonId, values }: AddonDraft) =>
      saveOwnerAddon(vehicleId, addonId, {
        // The dialog saves only what its rules passed: a key of the catalogue, an amount.
        key: values.key as AddonKey,
        pricingStrategy: values.pricingMode,
        // An included add-on costs nothing.
        price: values.pricingMode === 'included' ? 0 : (parseAmount(values.price) ?? 0),
        quantity: values.key !== '' && allowsQuantity(values.key) ? Number(values.quantity) : 1,
      }),
    onSuccess: () => {
      setDraft(null);
      setAnnouncement(t`The add-on is saved.`);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (addon: OwnerAddon) => deleteOwnerAddon(vehicleId, addon.id),
    onSuccess: () => {
      setRemoving(null);
      setAnnouncement(t`The add-on is removed.`);
    },
    onSettled: refresh,
  });
  const open = (next: AddonDraft) => {
    save.reset();
    setAnnouncement('');
    setDraft(next);
  };
  const code = remove.error ? failureOf(remove.error).slug : '';
  const currencyCode = currency.toUpperCase();

  return (
    <section className={css.list} aria-labelledby="editor-addons-heading">
      <Heading level={2} size="md" id="editor-addons-heading">
        {t`Add-ons for renters`}
      </Heading>
      <Text>{t`Equipment and services renters can add to their booking, priced in ${currencyCode}.`}</Text>
      {addons.isPending ? (
        <SkeletonGroup label={t`Loading the add-ons`}>
          <Skeleton shape="rect" height="6rem" />
        </SkeletonGroup>
      ) : addons.isError ? (
        <FetchFailed what={t`The add-ons could not be loaded.`} onRetry={() => void addons.refetch()} />
      ) : (
        <>
          {addons.data.length === 0 ? (
            <Text tone="muted">{t`No add-ons yet.`}</Text>
          ) : (
            <ul className={css.list} aria-label={t`Your add-ons`}>
              {addons.data.map((addon) => {
                const name = addonLabel(i18n, addon.key);
                const price = addonPriceLabel(i18n, addon.pricingStrategy, { price: formatMoney(addon.price, currency, intl, { trimWholeAmounts: true }) });
                const quantity = addon.quantity ?? 1;
                return (
                  <li key={addon.id} className={css.item}>
                    <div className={css.itemFacts}>
                      <Text weight="bold">{name}</Text>
                      <Text size="sm">
                        {addonTypeLabel(i18n, addon.type)} · {price}
                      </Text>
                      {allowsQuantity(addon.key) && <Text size="sm" tone="muted">{t`Up to ${quantity} per booking`}</Text>}
                    </div>
                    <Stack direction="horizontal" gap="sm" wrap>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t`Change ${name}`}
                        onClick={() =>
                          open({ addonId: addon.id, values: { key: addon.key, pricingMode: addon.pricingStrategy, price: addon.pricingStrategy === 'included' ? '' : String(toMajor(addon.price)), quantity: String(quantity) } })
                        }
                      >
                        <Trans>Change</Trans>
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t`Remove ${name}`}
                        onClick={() => {
                          remove.reset();
                          setRemoving(addon);
                        }}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Stack>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <Button variant="secondary" onClick={() => open({ addonId: null, values: EMPTY })}>
              <Trans>Add an add-on</Trans>
            </Button>
          </div>
        </>
      )}
      <Text size="sm" tone="muted" role="status">
        {announcement}
      </Text>

      {draft && (
        <AddonDialog
          changing={draft.addonId === null ? null : (addons.data?.find((addon) => addon.id === draft.addonId)?.key ?? (draft.values.key || null))}
          values={draft.values}
          onChange={(values) => setDraft({ ...draft, values })}
          onSave={() => save.mutate(draft)}
          onClose={() => {
            save.reset();
            setDraft(null);
          }}
          saving={save.isPending}
          error={save.error}
          taken={(addons.data ?? []).map((addon) => addon.key)}
          currencyCode={currencyCode}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={t`Remove this add-on?`}
        description={removing ? addonLabel(i18n, removing.key) : undefined}
        labels={{ confirm: <Trans>Remove</Trans>, cancel: <Trans>Cancel</Trans>, retry: <Trans>Try again</Trans> }}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        failure={remove.error && (
          <>
            <Text>{t`The add-on could not be removed. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </>
        )}
      />
    </section>
  );
}
