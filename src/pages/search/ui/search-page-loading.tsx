import { Container } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import * as css from './search-page.css';

/**
 * What the search route shows while the search itself (filter model, filters, cards and the
 * vehicles catalog) loads: it needs nothing but the shell, which keeps the route's start-up JS
 * in its 150 KB budget (ARCHITECTURE budgets).
 */
export function SearchPageLoading() {
  return (
    <Container className={css.page}>
      <SkeletonGroup>
        <Skeleton shape="text" width="18rem" />
        <div className={css.placeholder}>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={css.placeholderCard} />
          ))}
        </div>
      </SkeletonGroup>
    </Container>
  );
}
