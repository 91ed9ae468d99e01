import { useLingui } from '@lingui/react/macro';
import type { DepositStepState } from '@/entities/order';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import type { DepositOfBooking } from '../model/deposit-of-booking';
import * as css from './deposit.css';

/**
 * The deposit's three steps (001 §4): reserved on the card, held after the return, released or
 * captured. Each step says in words whether it is passed, now or ahead, not by its dot alone.
 */
export function DepositTimeline({ deposit, party }: { deposit: DepositOfBooking; party: 'owner' | 'renter' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, deposit.currency as Currency, intl);
  const moment = (at: Date) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const { reserved, held, settled } = deposit.timeline;
  const stateText: Record<DepositStepState, string> = { done: t`Done`, current: t`Now`, upcoming: t`Ahead` };
  const amount = money(deposit.amount);

  const settledText =
    settled.outcome === 'released'
      ? t`Released in full: ${money(settled.refunded)} back to the renter's card.`
      : settled.outcome === 'partly_released'
        ? t`Partly released: ${money(settled.refunded)} back to the renter's card, ${money(settled.captured)} kept for the extra costs and the administrative fee.`
        : settled.outcome === 'captured'
          ? t`Captured: ${money(settled.captured)} kept for the extra costs and the administrative fee.`
          : settled.state === 'current'
            ? t`Due for release now, less any approved extra charges.`
            : party === 'owner'
              ? t`Released after the hold, less the extra charges the renter approved. You may release it sooner.`
              : t`Released after the hold, less the extra charges you approved.`;

  return (
    <ol className={css.steps} aria-label={t`Deposit timeline`}>
      <li className={css.step[reserved.state]} aria-current={reserved.state === 'current' ? 'step' : undefined}>
        <Text weight="semibold">
          {t`Reserved on the card`} <VisuallyHidden>({stateText[reserved.state]})</VisuallyHidden>
        </Text>
        <Text size="sm">{t`${amount} from ${formatDate(reserved.date, locale)}, 6 days before the trip.`}</Text>
      </li>
      <li className={css.step[held.state]} aria-current={held.state === 'current' ? 'step' : undefined}>
        <Text weight="semibold">
          {t`Held after the return`} <VisuallyHidden>({stateText[held.state]})</VisuallyHidden>
        </Text>
        <Text size="sm">
          {held.damageCase
            ? t`Held while the damage case is open, until it is resolved.`
            : held.until
              ? t`Held until ${moment(held.until)}, 48 hours after the return.`
              : t`Held for 48 hours after the vehicle is returned.`}
        </Text>
      </li>
      <li className={css.step[settled.state]} aria-current={settled.state === 'current' ? 'step' : undefined}>
        <Text weight="semibold">
          {t`Released`} <VisuallyHidden>({stateText[settled.state]})</VisuallyHidden>
        </Text>
        <Text size="sm">{settledText}</Text>
      </li>
    </ol>
  );
}
