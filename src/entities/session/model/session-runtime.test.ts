import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import * as requests from '../api/session-requests';
import { createSessionRuntime, RESTORE_RETRY_DELAYS_MS } from './session-runtime';
import * as storage from './session-storage';

vi.mock('../api/session-requests', async (original) => ({ ...(await original<typeof requests>()), restoreSession: vi.fn() }));
vi.mock('./session-storage', async (original) => ({ ...(await original<typeof storage>()), readSavedTokens: vi.fn(() => ({ token: 't', refreshToken: 'r' })), readSavedImpersonation: vi.fn(() => undefined) }));

const sara = { session: { tokens: { token: 't', refreshToken: 'r' }, user: { id: 7, firstName: 'Sara' } } } as unknown as Awaited<ReturnType<typeof requests.restoreSession>>;
const runtime = () => createSessionRuntime({ userId: () => undefined, onTabMessage: () => undefined });

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(requests.restoreSession).mockReset();
});

describe("the saved login's check at start-up", () => {
  it('is tried again while it gets no answer, so a signed-in visitor is not shown as a guest after one lost request', async () => {
    vi.useFakeTimers();
    vi.mocked(requests.restoreSession).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new ApiError(503, 'unavailable', 'Down')).mockResolvedValue(sara);
    const restored = runtime().calls.restore();
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_DELAYS_MS[0] + RESTORE_RETRY_DELAYS_MS[1]);
    await expect(restored).resolves.toBe(sara);
    expect(requests.restoreSession).toHaveBeenCalledTimes(3);
    expect(storage.readSavedTokens).toHaveBeenCalled();
  });

  it("ends at once on the API's refusal of the saved login", async () => {
    const refused = new ApiError(401, 'invalid_jwt', 'Invalid token');
    vi.mocked(requests.restoreSession).mockRejectedValue(refused);
    await expect(runtime().calls.restore()).rejects.toBe(refused);
    expect(requests.restoreSession).toHaveBeenCalledTimes(1);
  });
});
