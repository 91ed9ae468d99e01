import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { fetchHealth, healthQueryOptions, healthStatusOf, isMaintenance } from '@/entities/site';

/** Spec 002 §6, §8: what every route answers while the maintenance flag is on. */
export const MAINTENANCE_STATUS = 503;
export const MAINTENANCE_STATUS_TEXT = 'Service Unavailable - Down for maintenance';

/** A build made with `VITE_MAINTENANCE=true` is in maintenance whatever the API says. */
export const maintenanceBuildFlag = (env: object = import.meta.env): boolean =>
  String((env as { VITE_MAINTENANCE?: unknown }).VITE_MAINTENANCE).trim().toLowerCase() === 'true';

export interface MaintenanceGuardOptions {
  /** Defaults to `VITE_MAINTENANCE` of the build. */
  buildFlag?: () => boolean;
  /**
   * The app's QueryClient: the guard then reads the health query the outage banner polls
   * every 30 s. It waits for `/health.json` only when there is no answer yet; an answer older than
   * the poll interval decides this navigation while a fresh one is asked in the background, so a
   * change of page or sort does not wait for a round trip before the address changes.
   */
  queryClient?: QueryClient;
  /** Overrides where the health status comes from (tests). */
  healthStatus?: (signal: AbortSignal) => Promise<string>;
  /** The maintenance feature flag of this site (issue #25): on, every route answers 503 whatever the health says. */
  maintenanceFlag?: () => Promise<boolean>;
}

function healthStatusSource(queryClient: QueryClient | undefined): (signal: AbortSignal) => Promise<string> {
  return async (signal) => healthStatusOf(queryClient ? await queryClient.ensureQueryData({ ...healthQueryOptions(), revalidateIfStale: true }) : await fetchHealth(signal));
}

/** The 503 the route error boundary turns into the maintenance page (error kind `maintenance`). */
export const maintenanceResponse = (): Response =>
  new Response(MAINTENANCE_STATUS_TEXT, { status: MAINTENANCE_STATUS, statusText: MAINTENANCE_STATUS_TEXT });

/**
 * The maintenance guard (spec 002 §6) as a route loader: while the build flag or the site's
 * maintenance feature flag is on, or `/health.json` says `maintenance`, it throws the 503, so the routes below render the error
 * boundary's maintenance page. A failed health check counts as `ok` (spec 002 §8: ignored).
 */
export function createMaintenanceLoader({
  buildFlag = () => maintenanceBuildFlag(),
  queryClient,
  healthStatus = healthStatusSource(queryClient),
  maintenanceFlag = () => Promise.resolve(false),
}: MaintenanceGuardOptions = {}): LoaderFunction {
  return async ({ request }) => {
    if (buildFlag()) throw maintenanceResponse();
    // Both at once: the flag service and the health check each take a round trip.
    const [flagged, status] = await Promise.all([
      maintenanceFlag().catch(() => false),
      healthStatus(request.signal).catch(() => null),
    ]);
    if (flagged || (status !== null && isMaintenance(status))) throw maintenanceResponse();
    return null;
  };
}

/** The guard asking `/health.json` on each run; `createMaintenanceLoader({ queryClient })` shares the banner's query. */
export const maintenanceLoader: LoaderFunction = createMaintenanceLoader();
