import { signedInAs } from '@machines/session/session.fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { ConnectSocial } from './connect-social';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

const me = (connectedProviders: ('facebook' | 'google')[]) =>
  http.get('*/api/me', () => HttpResponse.json({ data: { ...signedInAs('renter').user, connectedProviders } }));

describe('ConnectSocial', () => {
  it('shows which logins are connected and offers to connect the others', async () => {
    server.use(me(['google']));
    renderWithProviders(<ConnectSocial redirect={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Connect Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google' })).not.toBeInTheDocument();
    const [facebook, google] = screen.getAllByRole('listitem');
    expect(facebook).toHaveTextContent('FacebookNot connected');
    expect(google).toHaveTextContent('GoogleConnected');
  });

  it('goes to the provider with the OAuth callback as the way back, remembering the provider', async () => {
    const asked: string[] = [];
    server.use(
      me([]),
      http.get('*/api/auth/:provider/redirect', ({ request, params }) => {
        asked.push(`${String(params['provider'])} ${new URL(request.url).searchParams.get('redirectUrl')}`);
        return HttpResponse.json({ data: { url: 'https://accounts.example/authorize?client=campershare' } });
      }),
    );
    const redirect = vi.fn();
    renderWithProviders(<ConnectSocial redirect={redirect} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://accounts.example/authorize?client=campershare'));
    expect(asked).toEqual([`google ${window.location.origin}/oauth-callback`]);
    expect(JSON.parse(sessionStorage.getItem('social-login') ?? 'null')).toEqual({ provider: 'google', returnTo: '/account' });
  });

  it('says when the provider cannot be reached, so the user can try again', async () => {
    server.use(
      me([]),
      http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 })),
    );
    const redirect = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ConnectSocial redirect={redirect} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Facebook. Please try again.');
    expect(screen.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
