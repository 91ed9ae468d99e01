/**
 * Whether the API answers, as far as the page knows. `navigator.onLine` is false only when the
 * device has no network at all: on a network that carries nothing (a hotel's login page, a
 * train's Wi-Fi between masts) it reads true while every request fails. So a request that got no
 * answer reports it here, and a probe decides: one failed request is not enough (the probe
 * answers, nothing changes); when the probe gets no answer either, the API counts as unreachable
 * and is probed again, less often each time, until the probe or any request gets an answer.
 */
type Probe = () => Promise<boolean>;

/** After this long without an answer, then twice that, up to the last: a tab left open asks rarely. */
export const PROBE_DELAYS_MS = [5_000, 10_000, 20_000, 30_000] as const;

let probe: Probe | undefined;
// A request went unanswered before anyone probed: the probe runs as soon as there is one.
let missed = false;
let unreachable = false;
let checking = false;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
// Each probe's number: an answer to a request while one is out starts a new round, and the old
// probe's result, whenever it comes, no longer counts.
let round = 0;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

async function check(): Promise<void> {
  if (!probe || checking) return;
  clearTimeout(timer);
  checking = true;
  const mine = ++round;
  const answered = await probe().catch(() => false);
  if (mine !== round) return;
  checking = false;
  if (answered) {
    attempt = 0;
    set(false);
    return;
  }
  set(true);
  timer = setTimeout(() => void check(), PROBE_DELAYS_MS[Math.min(attempt++, PROBE_DELAYS_MS.length - 1)]);
}

/** A request got no answer at all (not an error status: that is an answer). */
export function reportNoAnswer(): void {
  if (!probe) missed = true;
  else if (!unreachable) void check();
}

/** A request got an answer: the API is reachable. */
export function reportAnswer(): void {
  missed = false;
  if (!unreachable && !checking) return;
  round++;
  checking = false;
  attempt = 0;
  clearTimeout(timer);
  set(false);
}

/**
 * Starts listening: `probeFn` asks the API something cheap and says whether any answer came.
 * Without it (tests, the server) a request without an answer changes nothing; one since the last
 * answer is probed at once. The browser's `online` event probes at once too.
 */
export function watchReachability(probeFn: Probe): () => void {
  probe = probeFn;
  if (missed) void check();
  const online = () => {
    if (unreachable) void check();
  };
  const browser = typeof window === 'undefined' ? undefined : window;
  browser?.addEventListener('online', online);
  return () => {
    browser?.removeEventListener('online', online);
    clearTimeout(timer);
    probe = undefined;
    missed = false;
    round++;
    checking = false;
    attempt = 0;
    set(false);
  };
}

export const isApiUnreachable = (): boolean => unreachable;

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
