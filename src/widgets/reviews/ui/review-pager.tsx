import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import * as css from './review-pager.css';

/** Earlier and later pages of a list of reviews (a vehicle's, a user's); nothing when there is one page. */
export function ReviewPager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t`Review pages`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous reviews</Trans>
      </Button>
      <span>{t`Page ${page} of ${lastPage}`}</span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        <Trans>More reviews</Trans>
      </Button>
    </nav>
  );
}
