import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import * as css from './search-page.css';

/** Pages around the current one: first, last, and two either side, with gaps between. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - (sorted[i - 1] ?? page) > 1 ? ['gap' as const, page] : [page]));
}

/** Links to the result pages; the page number lives in the URL (`page`). */
export function SearchPagination({ current, last }: { current: number; last: number }) {
  const { t } = useLingui();
  const location = useLocation();
  if (last <= 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '' };
  };
  return (
    <nav aria-label={t`Result pages`} className={css.pagination}>
      {current > 1 && (
        <Link className={css.pageLink} to={to(current - 1)} rel="prev">
          <Trans>Previous page</Trans>
        </Link>
      )}
      {pageWindow(current, last).map((page, i) =>
        page === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={page} className={css.pageLink} to={to(page)} aria-label={t`Page ${page}`} aria-current={page === current ? 'page' : undefined}>
            {page}
          </Link>
        ),
      )}
      {current < last && (
        <Link className={css.pageLink} to={to(current + 1)} rel="next">
          <Trans>Next page</Trans>
        </Link>
      )}
    </nav>
  );
}
