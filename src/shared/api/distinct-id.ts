const KEY = 'analytics-distinct-id';

/** A random id per browser that analytics uses to tell visitors apart; never tied to a person. */
export function analyticsDistinctId(storage: Storage | undefined = globalThis.localStorage): string {
  const existing = storage?.getItem(KEY);
  if (existing) return existing;
  const id = globalThis.crypto.randomUUID();
  storage?.setItem(KEY, id);
  return id;
}
