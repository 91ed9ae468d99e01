import type { AnalyticsAdapter } from './analytics';

/**
 * Posts events as JSON (`{ events: [...] }`) to an endpoint of ours: the sandbox's recorder, or a
 * collector in front of a warehouse. Events of one task go in one request; `keepalive` lets the
 * last ones of a page that is being left arrive.
 */
export function createBeaconAdapter(url: string, distinctId: string, send: typeof fetch = (input, init) => globalThis.fetch(input, init)): AnalyticsAdapter {
  let batch: Record<string, unknown>[] = [];
  let sequence = 0;
  let stopped = false;
  const flush = () => {
    const events = batch;
    batch = [];
    if (events.length === 0 || stopped) return;
    void send(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ events }) }).catch(() => undefined);
  };
  return {
    capture(event, properties) {
      if (stopped) return;
      batch.push({ event, properties, distinctId, sequence: sequence++, timestamp: new Date().toISOString() });
      if (batch.length === 1) queueMicrotask(flush);
    },
    optOut() {
      stopped = true;
      batch = [];
    },
  };
}
