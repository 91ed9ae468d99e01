import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { unavailabilityReasonLabel, type UnavailablePeriod, type UnavailablePeriodValues } from '@/entities/vehicle';
import { useLocale } from '@/shared/i18n';
import { formatDate, todayOf } from '@/shared/lib/dates';
import { failureOf } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { availabilityKey, deleteUnavailablePeriod, saveUnavailablePeriod, vehicleCalendarQuery } from '../api/availability-requests';
import { readPeriodDraft, storePeriodDraft, type PeriodDraft } from '../model/period-draft';
import { FetchFailed } from './fetch-failed';
import * as css from './availability-step.css';
import { UnavailablePeriodDialog } from './unavailable-period-dialog';

const AvailabilityCalendar = lazy(() => import('./availability-calendar'));
// Import and export of calendar files (#24): ical.js loads with it (its words are the editor's).
const CalendarFiles = lazy(() => import('./calendar-files'));

export interface AvailabilityStepProps {
  vehicleId: number;
  now?: Date;
  /** The vehicle's name and country, for its calendar file and time zone (#24). */
  vehicleName?: string | undefined;
  country?: string | null | undefined;
}

const EMPTY: UnavailablePeriodValues = { fromDate: '', toDate: '', reason: null, note: '' };

/**
 * 000 §2 availability: the vehicle's booked and blocked days, and the owner's unavailable periods
 * (add, change, delete). Each period is saved on its own, at once; the editor's Save is not
 * involved. The open form is kept in this tab until it is saved or cancelled.
 */
export default function AvailabilityStep({ vehicleId, now = new Date(), vehicleName, country }: AvailabilityStepProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const today = todayOf(now);
  const queryClient = useQueryClient();
  const calendar = useQuery(vehicleCalendarQuery(vehicleId));
  const [draft, setDraftState] = useState<PeriodDraft | null>(() => readPeriodDraft(vehicleId));
  const [removing, setRemoving] = useState<UnavailablePeriod | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const setDraft = (next: PeriodDraft | null) => {
    storePeriodDraft(vehicleId, next);
    setDraftState(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: availabilityKey(vehicleId) });

  const save = useMutation({
    mutationFn: (current: PeriodDraft) => saveUnavailablePeriod(vehicleId, current.periodId, current.values),
    onSuccess: () => {
      setDraft(null);
      setAnnouncement(t`The unavailable period is saved.`);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (period: UnavailablePeriod) => deleteUnavailablePeriod(period.id),
    onSuccess: () => {
      setRemoving(null);
      setAnnouncement(t`The unavailable period is deleted.`);
    },
    onSettled: refresh,
  });

  const range = (period: { fromDate: string; toDate: string }) => `${formatDate(period.fromDate, locale)} – ${formatDate(period.toDate, locale)}`;
  const open = (next: PeriodDraft) => {
    save.reset();
    setAnnouncement('');
    setDraft(next);
  };
  const editing = draft?.periodId != null ? (calendar.data?.unavailable.find((period) => period.id === draft.periodId) ?? null) : null;

  if (calendar.isPending) {
    return (
      <SkeletonGroup label={t`Loading the calendar`}>
        <Skeleton shape="rect" height="20rem" />
      </SkeletonGroup>
    );
  }
  if (calendar.isError) {
    return (
      <FetchFailed what={t`The calendar could not be loaded.`} onRetry={() => void calendar.refetch()} />
    );
  }

  const { rented, unavailable } = calendar.data;
  const code = remove.error ? failureOf(remove.error).slug : '';
  return (
    <Stack gap="lg">
      <Text>{t`Block the days the vehicle cannot be rented out. Renters cannot book them; booked days are shown too.`}</Text>
      <Suspense fallback={<Skeleton shape="rect" height="20rem" className={css.calendarFallback} />}>
        <AvailabilityCalendar rented={rented} unavailable={unavailable} today={today} />
      </Suspense>
      <ul className={css.legend}>
        <li className={css.legendItem}>
          <span className={css.rentedSwatch} aria-hidden="true" />
          <Trans>Booked</Trans>
        </li>
        <li className={css.legendItem}>
          <span className={css.unavailableSwatch} aria-hidden="true" />
          <Trans>Unavailable</Trans>
        </li>
      </ul>

      <Stack gap="sm">
        <Heading level={3} size="sm">{t`Unavailable periods`}</Heading>
        {unavailable.length === 0 ? (
          <Text tone="muted">{t`No unavailable periods.`}</Text>
        ) : (
          <ul className={css.list} aria-label={t`Unavailable periods`}>
            {unavailable.map((period) => {
              const dates = range(period);
              return (
              <li key={period.id} className={css.item}>
                <div className={css.itemFacts}>
                  <Text weight="bold">{dates}</Text>
                  {period.reason && <Text size="sm">{unavailabilityReasonLabel(i18n, period.reason)}</Text>}
                  {period.note && <Text size="sm" tone="muted" className={css.note}>{period.note}</Text>}
                </div>
                <Stack direction="horizontal" gap="sm" wrap>
                  <Button variant="secondary" size="sm" aria-label={t`Change ${dates}`} onClick={() => open({ periodId: period.id, values: { fromDate: period.fromDate, toDate: period.toDate, reason: period.reason ?? null, note: period.note ?? '' } })}>
                    <Trans>Change</Trans>
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={t`Delete ${dates}`} onClick={() => { remove.reset(); setRemoving(period); }}>
                    <Trans>Delete</Trans>
                  </Button>
                </Stack>
              </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button onClick={() => open({ periodId: null, values: EMPTY })}>
            <Trans>Add an unavailable period</Trans>
          </Button>
        </div>
        <Text size="sm" tone="muted" role="status">
          {announcement}
        </Text>
      </Stack>

      <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
        <CalendarFiles vehicleId={vehicleId} vehicleName={vehicleName ?? t`Vehicle ${vehicleId}`} country={country} rented={rented} unavailable={unavailable} today={today} onImported={refresh} />
      </Suspense>

      <Stack gap="sm">
        <Heading level={3} size="sm">{t`Booked periods`}</Heading>
        {rented.length === 0 ? (
          <Text tone="muted">{t`No bookings yet.`}</Text>
        ) : (
          <ul className={css.list} aria-label={t`Booked periods`}>
            {rented.map(({ bookingId, renterFirstName: renter, ...period }) => (
              <li key={bookingId} className={css.item}>
                <div className={css.itemFacts}>
                  <Text weight="bold">{range(period)}</Text>
                  {renter && <Text size="sm">{t`Booked by ${renter}`}</Text>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Stack>

      {draft && (
        <UnavailablePeriodDialog
          period={editing}
          values={draft.values}
          onChange={(values) => {
            setDraft({ ...draft, values });
          }}
          onSave={() => save.mutate(draft)}
          onClose={() => {
            save.reset();
            setDraft(null);
          }}
          saving={save.isPending}
          error={save.error}
          today={today}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={t`Delete this unavailable period?`}
        description={removing ? range(removing) : undefined}
        labels={{ confirm: <Trans>Delete</Trans>, cancel: <Trans>Cancel</Trans>, retry: <Trans>Try again</Trans> }}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        failure={remove.error && (
          <>
            <Text>{t`The period could not be deleted. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </>
        )}
      />
    </Stack>
  );
}
