/** Spec 002 §4.6: until the first answer (and after a failed one) the site counts as healthy. */
export const DEFAULT_HEALTH_STATUS = 'ok';

/**
 * The value of `/health.json` that puts the site into maintenance (spec 002 §6, §8). The
 * contract leaves `status` an open string ("`ok`, or another value such as `degraded` or
 * `outage`"), so this is the one value the front end gives a meaning beyond "not ok".
 */
export const MAINTENANCE_HEALTH_STATUS = 'maintenance';

export interface HealthAnswer {
  status: string;
}

/** The status to act on: the last answer's, or `ok` when there is none. */
export const healthStatusOf = (answer: HealthAnswer | undefined): string => answer?.status || DEFAULT_HEALTH_STATUS;

/** Spec 002 §2.13, §4.6: any status other than `ok` shows the outage banner. */
export const isOutage = (status: string): boolean => status !== DEFAULT_HEALTH_STATUS;

export const isMaintenance = (status: string): boolean => status === MAINTENANCE_HEALTH_STATUS;
