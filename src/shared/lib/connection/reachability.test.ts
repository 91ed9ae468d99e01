// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_DELAYS_MS, isApiUnreachable, reportAnswer, reportNoAnswer, subscribeReachability, watchReachability } from './reachability';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('whether the API can be reached', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  /** Watches with a probe whose every call waits for the test to answer it. */
  function watched() {
    const calls: Array<(answered: boolean) => void> = [];
    const probe = vi.fn(() => new Promise<boolean>((resolve) => calls.push(resolve)));
    stop = watchReachability(probe);
    const changed = vi.fn();
    subscribeReachability(changed);
    return { probe, changed, answer: (answered: boolean) => calls.shift()?.(answered) };
  }

  /** A request without an answer, and a probe without one either. */
  async function unreachableNow() {
    const watching = watched();
    reportNoAnswer();
    watching.answer(false);
    await settle();
    expect(isApiUnreachable()).toBe(true);
    return watching;
  }

  it('is not doubted over one request without an answer when the probe gets one', async () => {
    const { probe, changed, answer } = watched();
    reportNoAnswer();
    reportNoAnswer();
    expect(probe).toHaveBeenCalledTimes(1);
    answer(true);
    await settle();
    expect(isApiUnreachable()).toBe(false);
    expect(changed).not.toHaveBeenCalled();
  });

  it('is unreachable when the probe gets no answer either, probed again after 5, 10, 20 and then every 30 s, until one answers', async () => {
    const { probe, changed, answer } = await unreachableNow();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(PROBE_DELAYS_MS).toEqual([5_000, 10_000, 20_000, 30_000]);

    for (const [index, delay] of [5_000, 10_000, 20_000, 30_000, 30_000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(probe).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(index + 2);
      answer(false);
      await settle();
    }
    // Requests that fail meanwhile do not probe again in between.
    reportNoAnswer();
    expect(probe).toHaveBeenCalledTimes(6);

    await vi.advanceTimersByTimeAsync(30_000);
    answer(true);
    await settle();
    expect(isApiUnreachable()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('is reachable at once when any request gets an answer, and stops probing', async () => {
    const { probe } = await unreachableNow();
    reportAnswer();
    expect(isApiUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('ignores a probe that fails after a request got an answer, even once another probe is out', async () => {
    const { probe, answer } = watched();
    reportNoAnswer();
    reportAnswer();
    // Another request fails before the first probe comes back: a second probe goes out.
    reportNoAnswer();
    expect(probe).toHaveBeenCalledTimes(2);
    answer(false);
    await settle();
    expect(isApiUnreachable()).toBe(false);
    answer(true);
    await settle();
    expect(isApiUnreachable()).toBe(false);
  });

  it('probes at once when the browser says it is back online', async () => {
    const { probe, answer } = await unreachableNow();
    window.dispatchEvent(new Event('online'));
    expect(probe).toHaveBeenCalledTimes(2);
    answer(true);
    await settle();
    expect(isApiUnreachable()).toBe(false);
  });

  it('changes nothing where nobody probes, and probes at once when watching starts after a request went unanswered', async () => {
    reportNoAnswer();
    expect(isApiUnreachable()).toBe(false);
    const { probe, answer } = watched();
    expect(probe).toHaveBeenCalledTimes(1);
    answer(false);
    await settle();
    expect(isApiUnreachable()).toBe(true);
  });

  it('does not probe when watching starts if an answer came after the unanswered request', () => {
    reportNoAnswer();
    reportAnswer();
    const { probe } = watched();
    expect(probe).not.toHaveBeenCalled();
  });
});
