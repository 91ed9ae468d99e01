import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from '@/entities/session';
import type { SiteId } from '@/shared/i18n';
import { registerServiceWorker } from '@/shared/lib/connection';
import { startObservability } from './observability';
import { watchConnection } from './watch-connection';

/**
 * What starts once the page has loaded and the browser is idle, in a chunk of its own so none of it
 * is start-up JS: errors, analytics and web vitals (issue #25), and the offline service worker
 * (which itself waits a few seconds more, and stays away on 2g or with the data saver, 002 §6),
 * and the probe that tells a network carrying nothing from one failed request (a request that got
 * no answer before it starts is probed as it starts).
 */
export function afterLoad(session: Promise<SessionActor>, site: SiteId, queryClient: QueryClient): void {
  watchConnection(queryClient);
  startObservability(session, site);
  registerServiceWorker();
}
