import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BookingRequestView } from '@machines/booking-request';
import { completeLines, nightsOf, shownPrice, usePriceTable, type PricedLines } from '@/entities/booking';
import { cardImage, cardImageSources, type VehicleDetail } from '@/entities/vehicle';
import type { DisplayMoney } from '@/features/switch-currency';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocaleInfo } from '@/shared/i18n';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { MoneyTable } from '@/shared/ui/money-table';
import { Skeleton } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { tripPriceSoFar, type InsuranceOffer } from '../model/trip-price';
import * as css from './trip-summary.css';

export interface TripSummaryProps {
  view: BookingRequestView;
  vehicle: VehicleDetail;
  /** The API's price for the dates (every part), while it loads undefined. */
  datesPrice: PricedLines | undefined;
  insurance: readonly InsuranceOffer[];
  display: DisplayMoney;
  addonName: (key: string) => string | undefined;
  /** The dates step's URL, for "Change". */
  datesHref: string;
  /** Collapsed to one line on a phone. */
  compact: boolean;
}

/**
 * Where the renter is and what it costs, on every step (#23 point 4): the vehicle's photo and
 * name, the dates and nights with a link back to them, and the price so far with its parts.
 */
export function TripSummary(props: TripSummaryProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const body = <SummaryBody {...props} />;
  if (!props.compact) return <section aria-label={t`Your trip`} className={css.card}>{body}</section>;
  const total = props.view.quote?.totalPrice ?? props.datesPrice?.total;
  const currency = (props.view.quote?.currency ?? props.vehicle.currency) as Parameters<typeof formatMoney>[1];
  const converted = total === undefined ? undefined : props.display.convert(total, currency);
  return (
    <details className={css.card}>
      <summary className={css.toggle}>
        <span>{t`Your trip`}</span>
        {total !== undefined && <strong>{formatMoney(converted ?? total, converted === undefined ? currency : props.display.currency, intl)}</strong>}
      </summary>
      {body}
    </details>
  );
}

function SummaryBody({ view, vehicle, datesPrice, insurance, display, addonName, datesHref }: TripSummaryProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const formatShown = (minor: number, currency: Parameters<typeof formatMoney>[1]) => formatMoney(minor, currency, intl);
  const request = view.cart.pendingBookingRequest;
  const image = cardImage(vehicle.images);
  const sources = image ? cardImageSources(image) : undefined;
  const name = view.cart.cartVehicle?.name ?? '';
  const quote = view.quote;
  const priced = quote ? completeLines(quote.lineItems, quote.totalPrice) : datesPrice && tripPriceSoFar(datesPrice, view.cart, insurance);
  const currency = (quote?.currency ?? vehicle.currency) as Parameters<typeof formatMoney>[1];
  const table = usePriceTable(shownPrice(priced ?? { lines: [], total: 0 }, currency, display), {
    addonName,
    totalLabel: quote ? t`Total` : t`Total so far`,
  });
  return (
    <div className={css.body}>
      <div className={css.vehicle}>
        {sources && (
          <picture className={css.photo}>
            <source type="image/webp" srcSet={sources.webpSrcSet} sizes="6rem" />
            <img src={sources.src} srcSet={sources.srcSet} sizes="6rem" alt="" width={96} height={72} />
          </picture>
        )}
        <Heading level={2} size="sm">
          {name}
        </Heading>
      </div>
      {request && (
        <div className={css.dates}>
          <Text size="sm">
            {formatDate(request.fromDate, locale)} – {formatDate(request.toDate, locale)} · <Plural value={nightsOf(request)} one="# night" other="# nights" />
          </Text>
          {view.editable.dates && (
            <Link to={datesHref} className={css.change}>
              <Trans>Change dates</Trans>
            </Link>
          )}
        </div>
      )}
      {request?.additionalDrivers.length ? (
        <Text size="sm" tone="muted">
          <Plural value={request.additionalDrivers.length} one="# additional driver, priced when you review" other="# additional drivers, priced when you review" />
        </Text>
      ) : null}
      {quote ? (
        // On the review and payment the step itself lists every part; the summary keeps the total in view.
        <p className={css.total}>
          <span>{t`Total`}</span>
          <strong>{table.total && formatShown(table.total.amount, table.currency)}</strong>
        </p>
      ) : priced ? (
        <div aria-live="polite">
          <MoneyTable caption={t`Price so far`} {...table} />
          {priced.lines.length > (datesPrice?.lines.length ?? 0) && (
            <Text size="sm" tone="muted">
              <Trans>The service fee on extras is added when you review the booking.</Trans>
            </Text>
          )}
        </div>
      ) : (
        <div role="status" aria-label={t`Fetching the price`}>
          <Skeleton shape="text" width="100%" />
          <Skeleton shape="text" width="60%" />
        </div>
      )}
    </div>
  );
}
