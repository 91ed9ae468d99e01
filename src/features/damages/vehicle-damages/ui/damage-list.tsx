import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pendingAmountOf } from '@/entities/order';
import { compensationModeLabel, type AssetDamage } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { RetryCallout } from '@/shared/ui/callout';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { refreshDamages, resolveDamage, vehicleDamagesQuery } from '../api/damage-requests';
import { DamageDialog } from './damage-dialog';
import { DamageImages } from './damage-images';
import { DeleteDamageButton } from './delete-damage-button';
import * as css from './damages.css';

export interface DamageListProps {
  vehicleId: number;
  currency: string;
  /** At check-in: new damages are recorded on this booking. */
  bookingId?: number | null;
  /** The heading level of each damage (under the page's or the step's heading). */
  level?: 2 | 3;
  now?: Date;
}

/** How the damage is compensated, with its amount or the pending amount's deadline. */
function Compensation({ damage, currency, now }: { damage: AssetDamage; currency: string; now: Date }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const mode = compensationModeLabel(i18n, damage.compensationMode);
  const amount = damage.compensationAmount ? formatMoney(damage.compensationAmount, currency as Currency, intl) : null;
  const pending = pendingAmountOf(damage, now);
  if (pending.state === 'open') {
    const due = formatDate(pending.due, locale);
    const days = pending.daysLeft;
    return <Text>{days === 1 ? t`${mode}: give the amount by ${due} (1 day left). The deposit is held until then.` : t`${mode}: give the amount by ${due} (${days} days left). The deposit is held until then.`}</Text>;
  }
  if (pending.state === 'passed') return <Text tone="danger">{t`${mode}: the deadline of ${formatDate(pending.due, locale)} has passed; the deposit is returned.`}</Text>;
  return <Text>{amount ? `${mode}: ${amount}` : mode}</Text>;
}

function DamageItem({ damage, currency, level, now }: { damage: AssetDamage; currency: string; level: 2 | 3; now: Date }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const resolve = useMutation({ mutationFn: () => resolveDamage(damage.id), onSettled: () => refreshDamages(queryClient, damage.assetId) });
  const headingId = `damage-${damage.id}`;
  const location = damage.location;
  return (
    <li className={css.item} aria-labelledby={headingId} data-testid={headingId}>
      <div className={css.title}>
        <Heading level={level} size="sm" id={headingId}>
          {location}
        </Heading>
        {damage.isResolved ? <Badge tone="neutral">{t`Resolved`}</Badge> : <Badge tone="brand">{t`Open`}</Badge>}
      </div>
      <Text>{damage.description}</Text>
      {damage.courseOfEvents && <Text tone="muted">{damage.courseOfEvents}</Text>}
      <Compensation damage={damage} currency={currency} now={now} />
      {damage.createdAt && <Text size="sm" tone="muted">{t`Recorded on ${formatDate(damage.createdAt, locale)}`}</Text>}
      {damage.resolvedAt && <Text size="sm" tone="muted">{t`Resolved on ${formatDate(damage.resolvedAt, locale)}`}</Text>}
      {damage.images.length > 0 && <DamageImages damage={damage} editable={false} />}
      {(damage.documentation ?? []).length > 0 && (
        <ul className={css.actions} aria-label={t`Documentation of the damage`}>
          {(damage.documentation ?? []).map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!damage.isResolved && (
        <div className={css.actions}>
          <DamageDialog
            vehicleId={damage.assetId}
            damage={damage}
            currency={currency}
            now={now}
            trigger={
              <Button size="sm" variant="secondary" aria-label={t`Edit: ${location}`}>
                {t`Edit`}
              </Button>
            }
          />
          <Button size="sm" variant="secondary" aria-label={t`Mark as resolved: ${location}`} loading={resolve.isPending} onClick={() => resolve.mutate()}>
            {t`Mark as resolved`}
          </Button>
          <DeleteDamageButton damage={damage} />
        </div>
      )}
      {resolve.isError && (
        <Text role="alert" tone="danger" size="sm">
          {t`The damage could not be marked as resolved. Please try again.`}
        </Text>
      )}
    </li>
  );
}

/**
 * The vehicle's damages for its owner (`GET /assets/{id}/damages`, 000 §3, 001 §3): open ones
 * first, each to edit, mark as resolved or delete after asking, and a new one to document. The
 * vehicle's damage page and the check-in's damages step show this list.
 */
export function DamageList({ vehicleId, currency, bookingId = null, level = 2, now = new Date() }: DamageListProps) {
  const { t } = useLingui();
  const damages = useQuery(vehicleDamagesQuery(vehicleId));
  const add = (
    <DamageDialog vehicleId={vehicleId} bookingId={bookingId} currency={currency} now={now} trigger={<Button variant="secondary">{t`Document a damage`}</Button>} />
  );
  if (damages.isError) {
    return (
      <RetryCallout retrying={damages.isFetching} onRetry={() => void damages.refetch()}>
        {t`The damages could not be loaded.`}
      </RetryCallout>
    );
  }
  if (!damages.data) {
    return (
      <SkeletonGroup label={t`Loading the damages`}>
        <Skeleton shape="rect" height="6rem" />
      </SkeletonGroup>
    );
  }
  const sorted = [...damages.data].sort((a, b) => Number(a.isResolved) - Number(b.isResolved) || b.id - a.id);
  return (
    <Stack gap="md">
      {sorted.length === 0 ? (
        <Text tone="muted">{t`No damages are recorded for this vehicle.`}</Text>
      ) : (
        <ul className={css.list}>
          {sorted.map((damage) => (
            <DamageItem key={damage.id} damage={damage} currency={currency} level={level} now={now} />
          ))}
        </ul>
      )}
      <div>{add}</div>
    </Stack>
  );
}
