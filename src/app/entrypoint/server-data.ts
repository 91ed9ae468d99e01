import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON block a server-rendered page carries its data in. */
export const SERVER_DATA_ID = 'server-data';

/** What the server embeds once: the queries it fetched and the route loaders' answers. */
export interface ServerData {
  queries: DehydratedState;
  router: HydrationState;
  /** A route failed (404, 503): the browser renders that page itself rather than hydrate it. */
  failed: boolean;
}
