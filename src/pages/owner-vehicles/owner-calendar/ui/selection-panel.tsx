import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { summariseRange, unblockPlan, type CalendarDay, type DayRange, type UnavailablePeriod } from '@/entities/vehicle';
import { readPeriodDraft, saveUnavailablePeriod, storePeriodDraft, type PeriodDraft } from '@/features/owner-vehicles/edit-vehicle';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { freeDays } from '../api/free-days';
import * as css from './owner-calendar.css';

// The sheets load when the owner acts: Radix's dialog would weigh on the page's first load.
const ActDialogs = lazy(() => import('./act-dialogs'));

export interface SelectionPanelProps {
  vehicleId: number;
  range: DayRange | null;
  days: readonly CalendarDay[];
  unavailable: readonly UnavailablePeriod[];
  today: string;
  onClear: () => void;
  /** After a save or a failed one: the calendar is read again. */
  onChanged: () => Promise<unknown>;
}

/**
 * What the owner can do with the selected days: block free days (the availability step's form, a
 * sheet on phones, kept in this tab until saved), free blocked days (after asking), or open a
 * booking in the range. On phones the panel stays at the bottom of the screen.
 */
export function SelectionPanel({ vehicleId, range, days, unavailable, today, onClear, onChanged }: SelectionPanelProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const hrefTo = useLocalizedHref();
  const [draft, setDraftState] = useState<PeriodDraft | null>(() => readPeriodDraft(vehicleId));
  const [freeing, setFreeing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const setDraft = (next: PeriodDraft | null) => {
    storePeriodDraft(vehicleId, next);
    setDraftState(next);
  };

  const block = useMutation({
    mutationFn: (current: PeriodDraft) => saveUnavailablePeriod(vehicleId, current.periodId, current.values),
    onSuccess: () => {
      setDraft(null);
      onClear();
      setAnnouncement(t`The days are blocked.`);
    },
    onSettled: onChanged,
  });
  const free = useMutation({
    mutationFn: (plan: Parameters<typeof freeDays>[1]) => freeDays(vehicleId, plan),
    onSuccess: () => {
      setFreeing(false);
      onClear();
      setAnnouncement(t`The days are free again.`);
    },
    onSettled: onChanged,
  });

  const summary = range ? summariseRange(days, range) : null;
  const plan = range ? unblockPlan(range, unavailable, today) : [];
  const dates = range ? (range.fromDate === range.toDate ? formatDate(range.fromDate, locale) : `${formatDate(range.fromDate, locale)} – ${formatDate(range.toDate, locale)}`) : '';
  const mayBlock = summary !== null && summary.bookingIds.length === 0 && summary.freeDays > 0;

  return (
    <section className={css.panel} aria-label={t`Selected days`}>
      {range && summary ? (
        <>
          <Text weight="bold">{dates}</Text>
          {summary.bookingIds.length > 0 && <Text size="sm">{t`Booked days cannot be blocked.`}</Text>}
          <div className={css.actions}>
            {mayBlock && (
              <Button
                onClick={() => {
                  block.reset();
                  setAnnouncement('');
                  setDraft({ periodId: null, values: { fromDate: range.fromDate, toDate: range.toDate, reason: null, note: '' } });
                }}
              >
                <Trans>Block these days</Trans>
              </Button>
            )}
            {plan.length > 0 && (
              <Button
                variant="secondary"
                onClick={() => {
                  free.reset();
                  setAnnouncement('');
                  setFreeing(true);
                }}
              >
                <Trans>Unblock these days</Trans>
              </Button>
            )}
            {summary.bookingIds.map((bookingId) => (
              <ButtonLink key={bookingId} variant="secondary" to={hrefTo('booking', { id: bookingId })}>
                {t`Open booking ${bookingId}`}
              </ButtonLink>
            ))}
            <Button variant="ghost" onClick={onClear}>
              <Trans>Clear selection</Trans>
            </Button>
          </div>
        </>
      ) : (
        <Text size="sm">{t`Select the first and the last day to block or unblock them, or a booked day to open its booking.`}</Text>
      )}
      <Text size="sm" tone="muted" role="status">
        {announcement}
      </Text>

      {(draft || freeing) && (
        <Suspense fallback={null}>
          <ActDialogs
            today={today}
            dates={dates}
            draft={draft}
            onDraftChange={(next) => {
              if (!next) block.reset();
              setDraft(next);
            }}
            block={{ pending: block.isPending, error: block.error, save: (current) => block.mutate(current) }}
            freeing={freeing}
            onFreeingChange={setFreeing}
            free={{ pending: free.isPending, error: free.error, run: () => free.mutate(plan) }}
          />
        </Suspense>
      )}
    </section>
  );
}
