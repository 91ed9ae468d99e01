import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';

/**
 * The moment tests and stories take as "now": the sandbox's seed moment, so a fixture's dates
 * relate to it as the seeded data's do (a booking requested an hour ago, a vehicle new since two days).
 */
export const FIXTURE_NOW: Date = SEED_MOMENT;

const HOUR_MS = 3_600_000;

/** An instant `hours` away from FIXTURE_NOW (negative: before), as the API writes it. */
export const hoursFromFixtureNow = (hours: number): string => new Date(FIXTURE_NOW.getTime() + hours * HOUR_MS).toISOString();
