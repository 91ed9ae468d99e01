import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultSavedMethod, isCardBrandSupported, paymentMethodStatusLabel, paymentQueries, savedCardLabel, type SavedPaymentMethod, type StripeAccount } from '@/entities/payment';
import { useRegionName } from '@/shared/lib/intl';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { AddCardForm } from './lazy-add-card-form';
import * as css from './payment-methods.css';
import { RemoveCardDialog } from './remove-card-dialog';

export interface SavedPaymentMethodsProps {
  /** The payment account (country) whose cards are listed and where a new card is saved. */
  stripeAccount: StripeAccount;
  /** A gateway to use instead of the configured one (stories, tests). */
  gateway?: PaymentGateway;
}

type Notice = 'saved' | 'savedAwaiting' | 'removed';

/**
 * The cards saved in one payment account (000 §7): the ready ones first (the default, the one a
 * payment starts with, marked), then those the bank has still to confirm; add one, remove one.
 */
export function SavedPaymentMethods({ stripeAccount, gateway }: SavedPaymentMethodsProps) {
  const { t, i18n } = useLingui();
  const regionName = useRegionName();
  const ready = useQuery(paymentQueries.savedMethods(stripeAccount));
  const awaiting = useQuery(paymentQueries.savedMethodsAwaiting(stripeAccount));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedPaymentMethod>();
  const [notice, setNotice] = useState<Notice>();
  const country = regionName(stripeAccount.toUpperCase());

  const methods = [...(ready.data ?? []), ...(awaiting.data ?? [])];
  const defaultId = defaultSavedMethod(methods)?.id;

  return (
    <Stack gap="lg">
      <Heading level={2} size="md">
        <Trans>Saved cards for payments in {country}</Trans>
      </Heading>
      {ready.isError || awaiting.isError ? (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">
            <Trans>Your saved cards could not be loaded.</Trans>
          </Text>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void ready.refetch();
              void awaiting.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      ) : ready.isPending || awaiting.isPending ? (
        <SkeletonGroup label={t`Loading your saved cards…`}>
          <Skeleton width="100%" height="3.5rem" shape="rect" />
          <Skeleton width="100%" height="3.5rem" shape="rect" />
        </SkeletonGroup>
      ) : methods.length === 0 ? (
        <Text>
          <Trans>You have no saved cards for payments in {country}.</Trans>
        </Text>
      ) : (
        <ul className={css.list} aria-label={t`Saved cards`}>
          {methods.map((method) => {
            const label = i18n._(savedCardLabel(method));
            return (
              <li key={method.id} className={css.card}>
                <div className={css.facts}>
                  <Text weight="semibold">{label}</Text>
                  <div className={css.tags}>
                    {method.id === defaultId && (
                      <Badge tone="brand">
                        <Trans>Default</Trans>
                      </Badge>
                    )}
                    {method.status !== 'succeeded' && <Badge tone="neutral">{paymentMethodStatusLabel(i18n, method.status)}</Badge>}
                    {!isCardBrandSupported(method.brand) && (
                      <Badge tone="accent">
                        <Trans>Not accepted</Trans>
                      </Badge>
                    )}
                  </div>
                </div>
                <Button variant="secondary" size="sm" aria-label={t`Remove ${label}`} onClick={() => setRemoving(method)}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <div role="status">
        {notice === 'saved' && (
          <Text tone="success">
            <Trans>Card saved. It is offered when you pay.</Trans>
          </Text>
        )}
        {notice === 'savedAwaiting' && (
          <Text>
            <Trans>Card saved. Your bank still has to confirm it before you can pay with it.</Trans>
          </Text>
        )}
        {notice === 'removed' && (
          <Text>
            <Trans>Card removed.</Trans>
          </Text>
        )}
      </div>

      {adding ? (
        <Stack gap="md">
          <Heading level={3} size="sm">
            <Trans>Add a card</Trans>
          </Heading>
          <Text size="sm" tone="muted">
            <Trans>American Express and Diners Club cards are not accepted.</Trans>
          </Text>
          <AddCardForm
            stripeAccount={stripeAccount}
            gateway={gateway}
            onCancel={() => setAdding(false)}
            onSaved={(method) => {
              setAdding(false);
              setNotice(method.status === 'succeeded' ? 'saved' : 'savedAwaiting');
            }}
          />
        </Stack>
      ) : (
        <div>
          <Button
            onClick={() => {
              setNotice(undefined);
              setAdding(true);
            }}
          >
            <Trans>Add a card</Trans>
          </Button>
        </div>
      )}

      <RemoveCardDialog
        method={removing}
        stripeAccount={stripeAccount}
        onClose={() => setRemoving(undefined)}
        onRemoved={() => {
          setRemoving(undefined);
          setNotice('removed');
        }}
      />
    </Stack>
  );
}
