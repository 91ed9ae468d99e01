import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yielding to the main thread between start-up steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes after the current task, not within it (a timer queued before it runs first)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await resumed;
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
