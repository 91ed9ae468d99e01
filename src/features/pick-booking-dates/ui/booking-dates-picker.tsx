import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { media } from '@/shared/ui/theme';
import { useMediaQuery, useNearViewport } from '@/shared/ui/utils';
import { earliestStart } from '../model/day-availability';
import { useBookingRangeErrorText } from '../model/use-booking-range-error-text';
import {
  validateBookingRange,
  type BookingDatesUnavailable,
  type BookingDatesValue,
  type BookingDatesVehicle,
} from '../model/validate-booking-range';
import * as css from './booking-dates-picker.css';

// react-day-picker loads only when a picker is shown (budget: 000 §9 / issue #5 point 6).
const RangeCalendar = lazy(() => import('./range-calendar'));

export interface BookingDatesPickerProps {
  vehicle: BookingDatesVehicle;
  /** The API's unavailable dates; undefined while they load. */
  unavailable: BookingDatesUnavailable | undefined;
  value: BookingDatesValue;
  onChange: (value: BookingDatesValue) => void;
  /** Today, for the lead time; tests and stories pin it. */
  now?: Date;
  /** Months side by side; defaults to 2 on large screens, 1 on small ones. */
  months?: number;
}

/** A check-in/check-out range picker that shows blocked dates and explains what is wrong with a range (001 §5). */
export function BookingDatesPicker({ vehicle, unavailable, value, onChange, now: nowProp, months }: BookingDatesPickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const large = useMediaQuery(media.large);
  const errorText = useBookingRangeErrorText();
  const errorsId = useId();
  const now = useMemo(() => nowProp ?? new Date(), [nowProp]);
  const earliest = earliestStart(vehicle, unavailable, now);
  const check = validateBookingRange(value, vehicle, unavailable, now);
  const shownErrors = check.errors.filter((error) => error !== 'incomplete');
  const minNightsHigh = Math.max(1, vehicle.minBookingLengthHigh ?? 1);
  const minNightsLow = Math.max(1, vehicle.minBookingLengthLow ?? 1);
  // On a phone the picker sits below the photos and facts: the calendar (its chunk and a month of
  // day buttons) is drawn when the visitor scrolls near it, not with the top of the page.
  const [calendarRef, calendarNear] = useNearViewport<HTMLDivElement>();
  const calendarPlaceholder = <Skeleton shape="rect" height="20rem" className={css.calendarFallback} />;

  return (
    <fieldset className={css.root} aria-describedby={shownErrors.length > 0 ? errorsId : undefined}>
      <legend className={css.legend}>
        <Trans>Travel dates</Trans>
      </legend>
      <div className={css.ends}>
        <div className={css.end}>
          <span className={css.endLabel}>
            <Trans>Check-in</Trans>
          </span>
          <span data-testid="check-in-date">{value.fromDate ? formatDate(value.fromDate, locale) : t`Add date`}</span>
        </div>
        <div className={css.end}>
          <span className={css.endLabel}>
            <Trans>Check-out</Trans>
          </span>
          <span data-testid="check-out-date">{value.toDate ? formatDate(value.toDate, locale) : t`Add date`}</span>
        </div>
      </div>
      <div ref={calendarRef}>
        {calendarNear ? (
          <Suspense fallback={calendarPlaceholder}>
            <RangeCalendar
              value={value}
              onChange={onChange}
              blocked={unavailable?.unavailableDates ?? []}
              earliest={earliest}
              locale={locale}
              months={months ?? (large ? 2 : 1)}
            />
          </Suspense>
        ) : (
          calendarPlaceholder
        )}
      </div>
      <p className={css.hint}>
        {minNightsHigh === minNightsLow ? (
          <Trans>Minimum {minNightsLow} nights, at most {check.maxNights} nights.</Trans>
        ) : (
          <Trans>
            Minimum {minNightsHigh} nights from June to August and {minNightsLow} nights from September to May, at most{' '}
            {check.maxNights} nights.
          </Trans>
        )}
      </p>
      {shownErrors.length > 0 && (
        <div id={errorsId} role="alert">
          <ul className={css.errors}>
            {shownErrors.map((error) => (
              <li key={error}>{errorText(error, check)}</li>
            ))}
          </ul>
        </div>
      )}
      {(value.fromDate || value.toDate) && (
        <div>
          <Button variant="ghost" size="sm" type="button" onClick={() => onChange({ fromDate: null, toDate: null })}>
            <Trans>Clear dates</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
