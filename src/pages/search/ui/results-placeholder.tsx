import { useLingui } from '@lingui/react/macro';
import * as css from './search-page.css';

/** Grey cards while the card widget's chunk loads; the widget then shows its own skeletons. */
export function ResultsPlaceholder() {
  const { t } = useLingui();
  return (
    <div className={css.placeholder} role="status" aria-label={t`Loading vehicles`}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className={css.placeholderCard} />
      ))}
    </div>
  );
}
