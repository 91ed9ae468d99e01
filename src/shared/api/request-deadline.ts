/** How long a call may take before the app stops waiting and shows its error (issue #21). */
export interface RequestDeadlines {
  /** GET and HEAD. */
  readMs: number;
  /** Everything that changes something: a slow write may still be under way, so it gets longer. */
  writeMs: number;
}

export const DEFAULT_DEADLINES: RequestDeadlines = { readMs: 15_000, writeMs: 30_000 };

/** A call that got no answer in time. Like a network error it has no response: callers show "could not load" and a retry. */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly method: string;
  readonly url: string;
  readonly afterMs: number;

  constructor(method: string, url: string, afterMs: number) {
    super(`${method} ${url} got no answer within ${afterMs / 1000} s`);
    this.method = method;
    this.url = url;
    this.afterMs = afterMs;
  }
}

export const isRead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** One signal that aborts when either does (AbortSignal.any where the browser has it). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  if (a.aborted || b.aborted) controller.abort();
  a.addEventListener('abort', abort(a), { once: true });
  b.addEventListener('abort', abort(b), { once: true });
  return controller.signal;
}

/**
 * Wraps fetch so no call waits forever: after the deadline the request is aborted and fails with
 * RequestTimeoutError. The caller's own abort (a query cancelled on navigation) stays an AbortError.
 * The timer is the page's setTimeout, so a test's fake clock can move past it.
 */
export function withDeadline(fetchFn: (request: Request) => Promise<Response>, deadlines: () => RequestDeadlines): (request: Request) => Promise<Response> {
  return async (request) => {
    const { readMs, writeMs } = deadlines();
    const ms = isRead(request.method) ? readMs : writeMs;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), ms);
    try {
      return await fetchFn(new Request(request, { signal: eitherSignal(request.signal, timer.signal) }));
    } catch (error) {
      if (timer.signal.aborted && !request.signal.aborted) throw new RequestTimeoutError(request.method, request.url, ms);
      throw error;
    } finally {
      clearTimeout(timeout);
    }
  };
}
