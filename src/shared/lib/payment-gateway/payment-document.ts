import { currentSite } from '@/shared/config';
import { PAYMENT_ROUTES, matchRoute } from '@/shared/routing';

/**
 * Stripe's hosts are in the security policy of the payment pages' documents only (the build's
 * headers, scripts/security-policy.ts). A single-page app keeps the policy of the page it was
 * loaded on, so a renter who walked into the payment step from another page has a document that
 * refuses Stripe: that document is loaded again at the payment page's address, once.
 */
const RELOADED_KEY = 'payment-document-reloaded';

export interface PaymentDocumentEnvironment {
  /** The address this document was loaded from (not where the app has navigated since). */
  loadedFrom: () => string;
  current: () => string;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

const isPaymentPage = (url: string) => {
  const name = matchRoute(new URL(url, 'http://app').pathname, currentSite())?.name;
  return (PAYMENT_ROUTES as readonly string[]).includes(name ?? '');
};

const browser = (): PaymentDocumentEnvironment => ({
  loadedFrom: () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? location.href,
  current: () => location.href,
  reload: () => location.reload(),
  storage: sessionStorage,
});

/**
 * Resolves when this document may load Stripe; otherwise reloads at the current (payment)
 * address and never resolves. A document loaded elsewhere that is not on a payment page now, or
 * a reload that already happened for this address, goes on (the policy then reports what it refuses).
 */
export function ensurePaymentDocument(environment: Partial<PaymentDocumentEnvironment> = {}): Promise<void> {
  const { loadedFrom, current, reload, storage } = { ...browser(), ...environment };
  if (isPaymentPage(loadedFrom()) || !isPaymentPage(current())) return Promise.resolve();
  const here = new URL(current()).pathname;
  if (storage.getItem(RELOADED_KEY) === here) return Promise.resolve();
  storage.setItem(RELOADED_KEY, here);
  reload();
  return new Promise(() => undefined);
}
