import { useLingui } from '@lingui/react/macro';
import { CALENDAR_DAY_KINDS, calendarDayKindLabel } from '@/entities/vehicle';
import * as css from './owner-calendar.css';

/** What each colour and pattern means; every swatch is the day's own class, so they cannot drift apart. */
export function CalendarLegend() {
  const { t, i18n } = useLingui();
  const items = [
    ...CALENDAR_DAY_KINDS.map((kind) => ({ key: kind, swatch: css.kind[kind], label: calendarDayKindLabel(i18n, kind) })),
    { key: 'lead-time', swatch: css.leadTime, label: t`Lead time: no booking can start` },
    { key: 'weekday', swatch: css.closedWeekday, label: t`No check-in or check-out on this weekday` },
  ];
  return (
    <ul className={css.legend} aria-label={t`Legend`}>
      {items.map((item) => (
        <li key={item.key} className={css.legendItem}>
          <span className={`${css.swatch} ${item.swatch}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
