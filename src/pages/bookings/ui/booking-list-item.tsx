import { Plural, useLingui } from '@lingui/react/macro';
import { bookingPhaseLabel, phaseOf, statusViewOf, toBooking, type BookingDto, type BookingRole } from '@/entities/booking';
import { cardImage, cardImageSources, vehicleName } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import * as css from './bookings-page.css';

const BADGE_TONES = { attention: 'accent', success: 'brand', neutral: 'neutral', muted: 'neutral', danger: 'neutral' } as const;

/**
 * One booking in the list (#23 point 8): the vehicle's photo and name, the dates, the other party,
 * the status from the role's table — a request still to pay and a draft to finish say so — and the total.
 */
export function BookingListItem({ booking, role, money }: { booking: BookingDto; role: BookingRole; money: (minor: number, currency: Currency) => string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localizedHref = useLocalizedHref();
  const model = toBooking(booking);
  const phase = phaseOf(model);
  const status = statusViewOf(role, model);
  const name = (booking.asset && vehicleName({ brand: booking.asset.brand ?? null, model: booking.asset.model ?? null })) ?? t`Vehicle ${booking.assetId}`;
  const from = formatDate(booking.fromDate, locale);
  const to = formatDate(booking.toDate, locale);
  const other = role === 'owner' ? booking.renter.firstName : booking.owner.firstName;
  const image = booking.asset ? cardImage(booking.asset.images ?? []) : undefined;
  const sources = image ? cardImageSources(image) : undefined;
  const toPay = role === 'renter' && model.nextPayableInstallment !== null && status.actions.includes('pay');
  const href =
    phase === 'draft'
      ? `${localizedHref('book', { id: booking.assetId })}?${new URLSearchParams({ from: booking.fromDate, to: booking.toDate }).toString()}`
      : localizedHref('booking', { id: String(booking.id) });
  return (
    <li className={css.item} data-tone={status.tone}>
      {sources ? (
        <picture className={css.photo}>
          <source type="image/webp" srcSet={sources.webpSrcSet} sizes="8rem" />
          <img src={sources.src} srcSet={sources.srcSet} sizes="8rem" alt="" loading="lazy" width={128} height={96} />
        </picture>
      ) : (
        <span className={css.photo} aria-hidden="true" />
      )}
      <div className={css.body}>
        <div className={css.row}>
          <Link to={href} className={css.title}>
            {phase === 'draft' ? t`Continue your request: ${name}, ${from} – ${to}` : t`${name}, ${from} – ${to}`}
          </Link>
          <Badge tone={BADGE_TONES[status.tone]}>{bookingPhaseLabel(i18n, phase)}</Badge>
        </div>
        <div className={css.row}>
          <Text size="sm" tone="muted">
            {role === 'owner' ? t`Renter: ${other}` : t`Owner: ${other}`} · <Plural value={booking.nights} one="# night" other="# nights" />
          </Text>
          <Text size="sm">{money(booking.totalPrice, booking.currency as Currency)}</Text>
        </div>
        {toPay && model.nextPayableInstallment && (
          <Text size="sm" weight="semibold" className={css.due}>
            {t`Payment due: ${money(model.nextPayableInstallment.amount, booking.currency as Currency)}`}
          </Text>
        )}
        {phase === 'draft' && <Text size="sm" tone="muted">{t`Not sent to the owner yet: finish it to send the request.`}</Text>}
      </div>
    </li>
  );
}

/** Money in the user's currency where the rates are there (#23 point 7), else in its own. */
export function useListMoney(convert: (minor: number, from: Currency) => number | undefined, currency: Currency) {
  const { intl } = useLocaleInfo();
  return (minor: number, from: Currency) => {
    const converted = convert(minor, from);
    return converted === undefined ? formatMoney(minor, from, intl) : formatMoney(converted, currency, intl);
  };
}
