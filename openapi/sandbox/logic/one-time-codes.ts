import type { OneTimeCodeRow } from '../store/rows';
import type { Store } from '../store/store';
import { hashString } from '../seed/prng';

const HOUR_MS = 3_600_000;

/**
 * Codes the product e-mails (password reset link, e-mail verification). The sandbox
 * sends no mail: GET /api/__sandbox/outbox lists the codes instead. Codes are derived
 * from the user, purpose and time, so no randomness is needed.
 */
export function issueCode(store: Store, userId: number, purpose: OneTimeCodeRow['purpose'], now: Date): OneTimeCodeRow {
  const code = hashString(`${purpose}:${userId}:${now.getTime()}:${store.oneTimeCodes.size}`).toString(36).toUpperCase().padStart(7, '0');
  return store.oneTimeCodes.insert({ userId, purpose, code, expiresAt: new Date(now.getTime() + 24 * HOUR_MS).toISOString(), usedAt: null });
}

/** Uses a code once: the matching unused, unexpired code, marked used; undefined otherwise. */
export function redeemCode(store: Store, purpose: OneTimeCodeRow['purpose'], code: string, now: Date, userId?: number): OneTimeCodeRow | undefined {
  const found = store.oneTimeCodes.by('code', code.trim().toUpperCase()).find(
    (c) => c.purpose === purpose && c.usedAt === null && Date.parse(c.expiresAt) > now.getTime() && (userId === undefined || c.userId === userId),
  );
  if (found) found.usedAt = now.toISOString();
  return found;
}
