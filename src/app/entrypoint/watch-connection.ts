import type { QueryClient } from '@tanstack/react-query';
import { fetchHealth } from '@/entities/site';
import { isApiError } from '@/shared/api';
import { isApiUnreachable, subscribeReachability, watchReachability } from '@/shared/lib/connection';

/** How long the probe waits: an answer that takes longer is as good as none on such a network. */
const PROBE_DEADLINE_MS = 5_000;

/** Whether the API answers at all: an error status is an answer too. */
const probeApi = (): Promise<boolean> =>
  fetchHealth(AbortSignal.timeout(PROBE_DEADLINE_MS)).then(
    () => true,
    (error: unknown) => isApiError(error),
  );

/**
 * A network that carries nothing (`navigator.onLine` true, no answers): the connection notice
 * says so once a probe confirms it, and when the API answers again the page asks again for what
 * failed meanwhile, as React Query does on its own when the browser comes back online.
 */
export function watchConnection(queryClient: QueryClient): void {
  watchReachability(probeApi);
  subscribeReachability(() => {
    if (isApiUnreachable()) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
