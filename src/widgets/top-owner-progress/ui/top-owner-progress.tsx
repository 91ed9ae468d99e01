import { useLingui } from '@lingui/react/macro';
import { TOP_OWNER_CRITERIA, topOwnerCriterionLabel, topOwnerProgress, type OwnerPerformance, type TopOwnerCriterion } from '@/entities/user';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import * as css from './top-owner-progress.css';

export interface TopOwnerProgressProps {
  performance: OwnerPerformance;
}

/** The owner's figure against each top-owner criterion, met or not (002 §6): the dashboard and the top-owner page. */
export function TopOwnerProgress({ performance }: TopOwnerProgressProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const days = performance.topOwnerCriteria?.windowDays ?? TOP_OWNER_CRITERIA.windowDays;
  const percent = (share: number) => numberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const rating = (value: number) => numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  const count = (value: number) => numberFormat(intl).format(value);

  const describe = (criterion: TopOwnerCriterion): { yours: string; needed: string | null } => {
    switch (criterion.id) {
      case 'acceptanceRate':
        return { yours: t`Yours: ${percent(criterion.value ?? 0)}`, needed: criterion.target === null ? null : t`Needed: at least ${percent(criterion.target)}` };
      case 'averageRating':
        return {
          yours: criterion.value === null ? t`Yours: no ratings yet` : t`Yours: ${rating(criterion.value)}`,
          needed: criterion.target === null ? null : t`Needed: above ${rating(criterion.target)}`,
        };
      case 'completedBookings':
        return { yours: t`Yours: ${count(criterion.value ?? 0)}`, needed: criterion.target === null ? null : t`Needed: at least ${count(criterion.target)}` };
    }
  };

  return (
    <ul className={css.list}>
      {topOwnerProgress(performance).map((criterion) => {
        const { yours, needed } = describe(criterion);
        const state = criterion.met === true ? t`Met` : criterion.met === false ? t`Not met yet` : t`Not known yet`;
        return (
          <li key={criterion.id} className={css.item} data-met={criterion.met === true} data-testid={`criterion-${criterion.id}`}>
            <span className={css.mark} aria-hidden="true">
              {criterion.met === true ? '✓' : '○'}
            </span>
            <div className={css.body}>
              <strong>{topOwnerCriterionLabel(i18n, criterion.id, { days })}</strong>
              <p className={css.detail}>{[yours, needed, state].filter(Boolean).join(' · ')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
