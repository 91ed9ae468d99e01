import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import type { SearchRouteName } from '../model/search-route';
import { useFixedSearchTitle, useSearchDocumentTitle } from './search-title';
import * as css from './search-page.css';

/**
 * What the search route shows while the search itself (filter model, filters, cards and the
 * vehicles catalog) loads: it needs nothing but the shell, which keeps the route's start-up JS
 * in its 150 KB budget (ARCHITECTURE budgets). The heading and the document's title are there
 * already where they need no data: a screen reader names the page as its heading shows.
 */
export function SearchPageLoading({ route }: { route: SearchRouteName }) {
  const title = useFixedSearchTitle(route);
  const documentTitle = useSearchDocumentTitle();
  return (
    <PageContainer spacing="compact" className={css.page}>
      {title && <title>{documentTitle(title)}</title>}
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
