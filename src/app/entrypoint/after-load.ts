import type { SessionActor } from '@/entities/session';
import type { SiteId } from '@/shared/i18n';
import { registerServiceWorker } from '@/shared/lib/connection';
import { startObservability } from './observability';

/**
 * What starts once the page has loaded and the browser is idle, in a chunk of its own so none of it
 * is start-up JS: errors, analytics and web vitals (issue #25), and the offline service worker
 * (which itself waits a few seconds more, and stays away on 2g or with the data saver, 002 §6).
 */
export function afterLoad(session: Promise<SessionActor>, site: SiteId): void {
  startObservability(session, site);
  registerServiceWorker();
}
