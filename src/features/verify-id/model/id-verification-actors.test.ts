import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedVerificationCall } from './id-verification-actors';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/observability', () => ({ reportError }));

afterEach(() => {
  reportError.mockReset();
});

describe('ID-verification calls are reported silently (002 §8)', () => {
  it('reports a failed call and still fails it, so the page shows its message and a retry', async () => {
    const error = { status: 422, slug: 'id_verification_failed', message: 'Could not verify' };
    await expect(reportedVerificationCall('sending the documents', Promise.reject(error))).rejects.toBe(error);
    expect(reportError).toHaveBeenCalledWith('ID verification: sending the documents failed', error);
  });

  it('does not report model_not_found, which means there is no record yet', async () => {
    const error = { status: 404, slug: 'model_not_found', message: 'No query results' };
    await expect(reportedVerificationCall('loading the record', Promise.reject(error))).rejects.toBe(error);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports nothing when the call succeeds', async () => {
    await expect(reportedVerificationCall('loading the record', Promise.resolve(null))).resolves.toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });
});
