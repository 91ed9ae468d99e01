import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restoreSession } from './session-requests';

const API = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 7, firstName: 'Sara', role: 'renter' };

function meAnswers(valid: string) {
  server.use(
    http.get(`${API}/me`, ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${valid}`
        ? HttpResponse.json({ data: user })
        : HttpResponse.json({ status: 401, slug: 'jwt_token_expired', message: 'Expired' }, { status: 401 }),
    ),
  );
}

describe('restoring a saved login', () => {
  it('checks the saved access token with GET /me', async () => {
    meAnswers('saved');
    const refresh = vi.fn();
    expect(await restoreSession({ token: 'saved', refreshToken: 'r' }, undefined, refresh)).toMatchObject({ session: { tokens: { token: 'saved' }, user } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once when the saved token has expired, through the refresh it is given (the tabs share one)', async () => {
    meAnswers('fresh');
    const refresh = vi.fn(async () => ({ token: 'fresh', refreshToken: 'fresh-r' }));
    expect(await restoreSession({ token: 'old', refreshToken: 'r' }, 3, refresh)).toMatchObject({ session: { tokens: { token: 'fresh' } }, impersonation: { adminId: 3 } });
    expect(refresh).toHaveBeenCalledWith('r');
  });

  it('refreshes first when only the refresh side is known (an access token kept in memory only)', async () => {
    meAnswers('fresh');
    const refresh = vi.fn(async () => ({ token: 'fresh', refreshToken: 'httponly' }));
    expect(await restoreSession({ token: '', refreshToken: 'httponly' }, undefined, refresh)).toMatchObject({ session: { tokens: { token: 'fresh' } } });
    expect(refresh).toHaveBeenCalledOnce();
  });
});
