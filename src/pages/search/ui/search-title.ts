import { useLingui } from '@lingui/react/macro';
import type { SearchRouteName } from '../model/search-route';

/**
 * The title of a search route that needs no data to name it (the subtype pages and all
 * vehicles); brand and country pages name theirs once they know the brand or country. The
 * loading state shows it at once: it is the page's largest text, and so its LCP. Its messages
 * are in the shell catalog too (lingui.config.ts), which is there before any page renders.
 */
export function useFixedSearchTitle(route: SearchRouteName): string | undefined {
  const { t } = useLingui();
  switch (route) {
    case 'search-motorhome':
      return t`Rent a motorhome`;
    case 'search-campervan':
      return t`Rent a campervan`;
    case 'search-caravan':
      return t`Rent a caravan`;
    case 'all':
      return t`All vehicles`;
    default:
      return undefined;
  }
}

/** The document's title of a search page, from its heading: the loading frame names the page with it too. */
export function useSearchDocumentTitle(): (heading: string) => string {
  const { t } = useLingui();
  return (heading) => t`${heading} | Campershare`;
}
