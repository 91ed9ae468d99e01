import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { RequestTimeoutError } from './request-deadline';
import { retryTransient } from './transient-error';

const noWait = vi.fn(async () => undefined);

describe('retryTransient', () => {
  it('tries again after each pause while there is no answer, and returns the first answer', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new RequestTimeoutError('GET', '/me', 15_000)).mockResolvedValue('Sara');
    const waits: number[] = [];
    await expect(retryTransient(call, [1_000, 3_000], async (ms) => void waits.push(ms))).resolves.toBe('Sara');
    expect(call).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1_000, 3_000]);
  });

  it('throws the last failure when every try fails transiently', async () => {
    const last = new TypeError('still offline');
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(last);
    await expect(retryTransient(call, [1_000, 3_000], noWait)).rejects.toBe(last);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("takes the API's refusal (a 4xx) at once, without another try", async () => {
    const refused = new ApiError(401, 'jwt_refresh_failed', 'Refresh failed.');
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(refused);
    await expect(retryTransient(call, [1_000, 3_000], noWait)).rejects.toBe(refused);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
