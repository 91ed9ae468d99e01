import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import type { SearchRouteName } from '../model/search-route';
import { useFixedSearchTitle } from './search-title';
import * as css from './search-page.css';

/**
 * What the search route shows while the search itself (filter model, filters, cards and the
 * vehicles catalog) loads: it needs nothing but the shell, which keeps the route's start-up JS
 * in its 150 KB budget (ARCHITECTURE budgets). The title is there already where it needs no data.
 */
export function SearchPageLoading({ route }: { route: SearchRouteName }) {
  const title = useFixedSearchTitle(route);
  return (
    <PageContainer spacing="compact" className={css.page}>
      {title && <Heading level={1}>{title}</Heading>}
      <SkeletonGroup>
        {!title && <Skeleton shape="text" width="18rem" />}
        <div className={css.placeholder}>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={css.placeholderCard} />
          ))}
        </div>
      </SkeletonGroup>
    </PageContainer>
  );
}
