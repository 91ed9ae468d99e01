import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { IntlAnswers } from '@/shared/lib/intl';

/** The id of the JSON block a server-rendered page carries its data in. */
export const SERVER_DATA_ID = 'server-data';

/** What the server embeds once: the queries it fetched, the route loaders' answers and its `Intl` answers. */
export interface ServerData {
  queries: DehydratedState;
  router: HydrationState;
  /** The numbers and names the page shows, as the server's `Intl` gave them: hydrating makes no formatter. */
  intl: IntlAnswers;
  /** The ids of the routes the page matched, root first: the browser loads their lazy parts without matching the path again. */
  matched: string[];
  /** A route failed (404, 503): the browser renders that page itself rather than hydrate it. */
  failed: boolean;
}
