import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectErrorSink, reportError, setErrorUser } from './report-error';

afterEach(() => {
  connectErrorSink(undefined);
  setErrorUser(null);
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('keeps what is reported before the SDK has loaded and sends it, with the user, once it is there', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('favourite failed');
    reportError('Could not add the favourite', error);
    reportError('Could not load the terms', new Error('terms'), { level: 'warning' });
    setErrorUser({ id: 7, role: 'renter' });
    const sink = { capture: vi.fn(), setUser: vi.fn() };
    connectErrorSink(sink);
    expect(sink.setUser).toHaveBeenCalledWith({ id: '7', role: 'renter' });
    expect(sink.capture).toHaveBeenNthCalledWith(1, error, { message: 'Could not add the favourite', level: 'error' });
    expect(sink.capture).toHaveBeenNthCalledWith(2, expect.any(Error), { message: 'Could not load the terms', level: 'warning' });
    setErrorUser(null);
    expect(sink.setUser).toHaveBeenLastCalledWith(null);
  });
});
