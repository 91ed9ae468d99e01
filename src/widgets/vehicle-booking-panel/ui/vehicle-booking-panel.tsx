import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BookingDatesPicker, validateBookingRange, type BookingDatesValue } from '@/features/pick-booking-dates';
import { useDisplayMoney } from '@/features/switch-currency';
import { cardPrice, vehicleDetailQueries, type VehicleDetail } from '@/entities/vehicle';
import { isApiError } from '@/shared/api';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useInView } from '../model/use-in-view';
import { BookingBar } from './booking-bar';

// The price's parts show once dates are chosen: their table loads then, not with the page (its 180 KB budget).
const DatesPrice = lazy(() => import('./dates-price').then((m) => ({ default: m.DatesPrice })));
import * as css from './vehicle-booking-panel.css';

export interface VehicleBookingPanelProps {
  vehicle: VehicleDetail;
  /** The signed-in user's id; the vehicle's owner gets a notice instead of the booking entry. */
  viewerId: number | null;
  /** Dates to start from, e.g. a search's. */
  initialRange?: BookingDatesValue;
  /** Today, for the lead time; tests and stories pin it. */
  now?: Date;
}

/** "10–15 Jan": short enough for the phone's bar (the panel shows the dates in full). */
const shortRange = (from: string, to: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));

/** The slug the API answers when dates were taken meanwhile (001 §8 "dates unavailable (refresh and retry)"). */
const DATES_UNAVAILABLE = new Set(['dates_unavailable', 'dates_not_available']);

/**
 * Dates, the price for them and the booking-request entry (issue #5 point 3): the renter
 * picks a range, the API prices it, and the button opens the booking flow with the dates.
 */
export function VehicleBookingPanel({ vehicle, viewerId, initialRange, now }: VehicleBookingPanelProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const [range, setRange] = useState<BookingDatesValue>(initialRange ?? { fromDate: null, toDate: null });
  const today = useMemo(() => now ?? new Date(), [now]);
  const isOwner = viewerId !== null && viewerId === vehicle.ownerId;

  const unavailable = useQuery(vehicleDetailQueries.unavailableDates(vehicle.id));
  const check = validateBookingRange(range, vehicle, unavailable.data, today);
  const valid = check.errors.length === 0 && unavailable.isSuccess;
  const price = useQuery({
    ...vehicleDetailQueries.price(vehicle.id, range.fromDate ?? '', range.toDate ?? ''),
    enabled: valid,
  });

  const display = useDisplayMoney();
  // The figure the card shows (#23 point 7): everything for the stay ÷ its nights, for the chosen
  // dates once there is a price for them, else for the 7 nights the vehicle is priced at.
  const perNight = cardPrice(price.data ?? vehicle);
  const perNightConverted = perNight && display.convert(perNight.amount, vehicle.currency);
  const perNightText = perNight && formatMoney(perNightConverted ?? perNight.amount, perNightConverted === undefined ? vehicle.currency : display.currency, intl, { trimWholeAmounts: true });
  const totalShown = (total: number, currency: VehicleDetail['currency']) => {
    const converted = display.convert(total, currency);
    return formatMoney(converted ?? total, converted === undefined ? currency : display.currency, intl);
  };
  const totalMissing = price.isSuccess && (price.data.totalPrice === null || price.data.numberOfNights === null);
  const datesTaken = price.isError && isApiError(price.error) && (DATES_UNAVAILABLE.has(price.error.slug) || price.error.status === 409);

  const panel = useRef<HTMLElement>(null);
  const dates = useRef<HTMLDivElement>(null);
  const panelInView = useInView(panel);
  // The bar's "Choose dates": to the calendar, and the keyboard with it.
  const chooseDates = () => {
    const target = dates.current;
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };
  const priced = valid && price.isSuccess && !totalMissing && price.data.totalPrice !== null && price.data.numberOfNights !== null;
  const pricedTotal = priced && price.data.totalPrice !== null ? totalShown(price.data.totalPrice, price.data.currency) : undefined;
  const pricedNights = price.data?.numberOfNights ?? 0;
  const bookLabel = vehicle.bookingMethod === 'instant' ? <Trans>Book now</Trans> : <Trans>Request to book</Trans>;

  const refreshAndRetry = async () => {
    await unavailable.refetch();
    await price.refetch();
  };

  const startBooking = () => {
    if (!range.fromDate || !range.toDate) return;
    // The booking-flow page reads ?from and ?to (yyyy-MM-dd).
    const query = new URLSearchParams({ from: range.fromDate, to: range.toDate });
    void navigate(`${hrefTo('book', { id: vehicle.id })}?${query.toString()}`);
  };

  return (
    <>
      <aside ref={panel} className={css.panel} aria-label={t`Book this vehicle`}>
        {perNight && perNightText && (
          <p className={css.fromPrice}>
            {perNight.period === 'per_month' ? (
              <Trans>
                <strong>{perNightText}</strong> per month, all included
              </Trans>
            ) : (
              <Trans>
                <strong>{perNightText}</strong> per night, all included
              </Trans>
            )}
          </p>
        )}
        {unavailable.isError ? (
          <div className={css.problem} role="alert">
            <p style={{ margin: 0 }}>
              <Trans>The calendar could not be loaded.</Trans>
            </p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => void unavailable.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <div ref={dates} tabIndex={-1} className={css.dates}>
            <BookingDatesPicker vehicle={vehicle} unavailable={unavailable.data} value={range} onChange={setRange} now={today} />
          </div>
        )}

        {valid &&
          (datesTaken ? (
            <div className={css.problem} role="alert">
              <p style={{ margin: 0 }}>
              <Trans>These dates are not available any more. Refresh and try again.</Trans>
            </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => void refreshAndRetry()} loading={unavailable.isFetching || price.isFetching}>
                  <Trans>Refresh and retry</Trans>
                </Button>
              </div>
            </div>
          ) : price.isError || totalMissing ? (
            <div className={css.problem} role="alert">
              <p style={{ margin: 0 }}>
              <Trans>The price could not be fetched.</Trans>
            </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => void price.refetch()} loading={price.isFetching}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            </div>
          ) : price.data && price.data.totalPrice !== null && price.data.numberOfNights !== null ? (
            <Suspense fallback={<Skeleton shape="text" width="100%" />}>
              <DatesPrice price={{ ...price.data, totalPrice: price.data.totalPrice, numberOfNights: price.data.numberOfNights }} display={display} />
            </Suspense>
          ) : (
            <div role="status" aria-label={t`Fetching the price`}>
              <Skeleton shape="text" width="100%" />
              <Skeleton shape="text" width="70%" />
            </div>
          ))}

        {/* Always there, so the price is heard once the chosen dates are priced (issue #26); a
            region that appears with its text is not announced. */}
        <VisuallyHidden role="status">
          {pricedTotal !== undefined ? (
            <Plural value={pricedNights} one={`Price for your dates: ${pricedTotal} for # night`} other={`Price for your dates: ${pricedTotal} for # nights`} />
          ) : null}
        </VisuallyHidden>
        {isOwner ? (
          <p className={css.notice}>
            <Trans>This is your vehicle. Owners cannot send booking requests.</Trans>
          </p>
        ) : (
          <Button size="lg" onClick={startBooking} disabled={!valid || !price.isSuccess || totalMissing}>
            {bookLabel}
          </Button>
        )}
        {!isOwner && vehicle.bookingMethod !== 'instant' && (
          <p className={css.lineTerm} style={{ margin: 0 }}>
            <Trans>The owner has 24 hours to accept your request.</Trans>
          </p>
        )}
      </aside>
      {!isOwner && (
        <BookingBar
          hidden={panelInView}
          price={
            priced && price.data.totalPrice !== null ? (
              totalShown(price.data.totalPrice, price.data.currency)
            ) : perNightText ? (
              <Trans>{perNightText} per night</Trans>
            ) : null
          }
          detail={
            priced && range.fromDate && range.toDate ? (
              <>
                <Plural value={price.data.numberOfNights ?? 0} one="# night" other="# nights" /> · {shortRange(range.fromDate, range.toDate, intl)}
              </>
            ) : undefined
          }
          action={valid ? { kind: 'book', label: bookLabel, onBook: startBooking, disabled: !priced } : { kind: 'choose', onChoose: chooseDates }}
        />
      )}
    </>
  );
}

