import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import {
  CARD_IMAGE_SIZES,
  adminVehiclePath,
  bookingMethodLabel,
  cardImage,
  cardImageSources,
  cardPrice,
  isInstantBooking,
  isNewVehicle,
  subTypeLabel,
  vehicleName,
  type CardVehicle,
  type DateRange,
} from '@/entities/vehicle';
import { ADMIN_SITE_URL, type Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoneyIn, type ExchangeRates } from '@/shared/lib/money';
import { numberFormat } from '@/shared/lib/intl';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as css from './vehicle-card.css';

export interface VehicleCardProps {
  vehicle: CardVehicle;
  /** Where the card leads: the vehicle page. */
  href: string;
  /** Open the vehicle page in a new tab (the list decides: large screens, search results). */
  openInNewTab?: boolean;
  /** Prices are converted into this currency (the user's preferred one) … */
  currency: Currency;
  /** … with these rates; without them the vehicle's own currency is shown. */
  exchangeRates?: ExchangeRates | undefined;
  /** The dates a flexible-date search matched; falls back to the vehicle's own `matchedDates`. */
  matchedDates?: DateRange | null | undefined;
  /** Admins get a link to the vehicle's page in the back office (000 §2). */
  showAdminLink?: boolean;
  /** Among the first cards of a list: the image is fetched at once and with priority (000 §9). */
  preloadImage?: boolean;
  /** The heart (toggle-favorite feature), placed over the photo; given the name the card shows, so its label names the vehicle. */
  heart?: (name: string) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** The moment the 'new vehicle' rule is judged at; now by default. */
  now?: Date;
}

function Rating({ vehicle }: { vehicle: CardVehicle }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const count = vehicle.reviewCount ?? 0;
  if (count === 0 || vehicle.averageRating == null) return <span className={css.rating}>{t`No reviews yet`}</span>;
  const average = numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(vehicle.averageRating);
  const reviews = numberFormat(intl).format(count);
  return (
    <span className={css.rating}>
      <span aria-hidden="true">
        ★ {average} ({reviews})
      </span>
      <VisuallyHidden>
        <Trans>Rated {average} out of 5</Trans>, <Plural value={count} one="# review" other="# reviews" />
      </VisuallyHidden>
    </span>
  );
}

/** A vehicle in a list (000 §2): photo, location, new label or rating, name, seats and sleeps, dates, instant marker, price. */
export function VehicleCard({
  vehicle,
  href,
  openInNewTab = false,
  currency,
  exchangeRates,
  matchedDates = vehicle.matchedDates,
  showAdminLink = false,
  preloadImage = false,
  heart,
  headingLevel = 3,
  now = new Date(),
}: VehicleCardProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const Heading = `h${headingLevel}` as const;

  const photo = cardImage(vehicle.images);
  const sources = photo ? cardImageSources(photo) : undefined;
  // A <link rel=preload> in the head (React 19 hoists and dedupes it): the first images start
  // loading before the grid is laid out.
  if (sources && preloadImage) {
    preload(sources.src, { as: 'image', imageSrcSet: sources.webpSrcSet, imageSizes: CARD_IMAGE_SIZES, fetchPriority: 'high' });
  }

  const name = vehicleName(vehicle) ?? subTypeLabel(i18n, vehicle.subType);
  const isNew = isNewVehicle({ firstActivationAt: vehicle.firstActivationAt ?? null, reviewCount: vehicle.reviewCount ?? 0 }, now);
  const price = cardPrice(vehicle);
  const amount = price ? formatMoneyIn(price.amount, vehicle.currency, currency, exchangeRates, intl, { trimWholeAmounts: true }) : undefined;
  const seats = vehicle.sitsNumber;
  const sleeps = vehicle.sleepsNumber;

  return (
    <article className={css.card}>
      <div className={css.body}>
        <Heading className={css.name}>
          <Link className={css.link} to={href} {...(openInNewTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {name}
            {openInNewTab ? <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden> : null}
          </Link>
        </Heading>
        <div className={css.topRow}>
          <span className={css.city}>{vehicle.city}</span>
          {isNew ? <span className={css.newLabel}>{t`New vehicle`}</span> : <Rating vehicle={vehicle} />}
        </div>
        {seats != null || sleeps != null ? (
          <p className={css.facts}>
            {seats != null ? <Plural value={seats} one="# seat" other="# seats" /> : null}
            {seats != null && sleeps != null ? ' · ' : null}
            {sleeps != null ? <Plural value={sleeps} one="Sleeps #" other="Sleeps #" /> : null}
          </p>
        ) : null}
        {matchedDates ? (
          <p className={css.dates}>
            <Trans>
              Matched dates: {formatDate(matchedDates.fromDate, locale)} – {formatDate(matchedDates.toDate, locale)}
            </Trans>
          </p>
        ) : null}
        {amount && price ? (
          <p className={css.price}>
            {price.period === 'per_month' ? (
              <Trans>
                <span className={css.amount}>{amount}</span> per month
              </Trans>
            ) : (
              <Trans>
                <span className={css.amount}>{amount}</span> per night
              </Trans>
            )}
          </p>
        ) : null}
        {showAdminLink ? (
          <a className={css.adminLink} href={ADMIN_SITE_URL + adminVehiclePath(vehicle.id)} target="_blank" rel="noopener noreferrer">
            {t`Admin page`}
            <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
          </a>
        ) : null}
      </div>
      <div className={css.media}>
        {sources ? (
          <picture>
            <source type="image/webp" srcSet={sources.webpSrcSet} sizes={CARD_IMAGE_SIZES} />
            <img
              className={css.image}
              src={sources.src}
              srcSet={sources.srcSet}
              sizes={CARD_IMAGE_SIZES}
              alt=""
              width={400}
              height={300}
              loading={preloadImage ? 'eager' : 'lazy'}
              fetchPriority={preloadImage ? 'high' : 'auto'}
              decoding="async"
            />
          </picture>
        ) : null}
        {isInstantBooking(vehicle) ? <span className={css.instant}>{bookingMethodLabel(i18n, 'instant')}</span> : null}
        {heart ? <div className={css.heartSlot}>{heart(name)}</div> : null}
      </div>
    </article>
  );
}
