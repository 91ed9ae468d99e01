import { currentConnection } from '@/shared/lib/connection';
import { shouldReportVitals } from './vitals-policy';

export interface WebVitalsOptions {
  url: string;
  sampleRate: number;
  /** The route's name, so the figures group by page and carry no address. */
  routeName: () => string;
  /** Consent to measure, asked when the beacon would leave. */
  allowed: () => boolean;
}

/**
 * Real-user LCP, INP, CLS, FCP and TTFB with Google's `web-vitals`, in its own chunk loaded after
 * the first paint (the browser keeps the entries it needs). The figures wait until the page is
 * hidden and leave in one `sendBeacon`, which the browser delivers after the page is gone.
 */
export async function startWebVitals({ url, sampleRate, routeName, allowed }: WebVitalsOptions): Promise<void> {
  if (!shouldReportVitals({ sampleRate, random: Math.random(), connection: currentConnection() })) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  let pending: Record<string, unknown>[] = [];
  const record = ({ name, value, rating, id, navigationType }: { name: string; value: number; rating: string; id: string; navigationType: string }) => {
    // CLS is a score (three decimals are plenty); the others are milliseconds.
    pending.push({ name, value: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value), rating, id, navigationType, route: routeName() });
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);
  const flush = () => {
    if (pending.length === 0) return;
    const vitals = pending;
    pending = [];
    if (allowed()) navigator.sendBeacon(url, new Blob([JSON.stringify({ vitals })], { type: 'application/json' }));
  };
  // web-vitals reports the final LCP, CLS and INP as the page is hidden, in listeners added above:
  // these run after them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
