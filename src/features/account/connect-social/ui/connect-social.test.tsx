import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSocialLogin } from '@/entities/session';
import { renderWithProviders, userOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { ConnectSocial } from './connect-social';

const api = setupApiServer();
beforeEach(() => sessionStorage.clear());

const me = (connectedProviders: ('facebook' | 'google')[], hasPassword = true) =>
  http.get('*/api/me', () => HttpResponse.json({ data: { ...userOf('renter'), connectedProviders, hasPassword } }));

describe('ConnectSocial', () => {
  it('shows which logins are connected and offers to connect the others', async () => {
    api.use(me(['google']));
    renderWithProviders(<ConnectSocial redirect={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Connect Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google' })).not.toBeInTheDocument();
    const [facebook, google] = screen.getAllByRole('listitem');
    expect(facebook).toHaveTextContent('FacebookNot connected');
    expect(google).toHaveTextContent('GoogleConnected');
  });

  it('disconnects a connected login and shows it as not connected', async () => {
    const disconnected: string[] = [];
    api.use(
      me(['google']),
      http.delete('*/api/me/social-accounts/:provider', ({ params }) => {
        disconnected.push(String(params['provider']));
        return HttpResponse.json({ data: { ...userOf('renter'), connectedProviders: [], hasPassword: true } });
      }),
    );
    renderWithProviders(<ConnectSocial redirect={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Google is disconnected.');
    expect(disconnected).toEqual(['google']);
  });

  it('keeps the only login of an account without a password', async () => {
    api.use(me(['facebook'], false));
    renderWithProviders(<ConnectSocial redirect={vi.fn()} />);
    const [facebook] = await screen.findAllByRole('listitem');
    expect(facebook).toHaveTextContent('Your only way to log in: set a password to disconnect it.');
    expect(screen.queryByRole('button', { name: 'Disconnect Facebook' })).not.toBeInTheDocument();
  });

  it('says so when the API refuses, and when disconnecting fails', async () => {
    let answer: 'last-login' | 'down' = 'last-login';
    api.use(
      me(['facebook', 'google'], false),
      http.delete('*/api/me/social-accounts/:provider', () =>
        answer === 'last-login'
          ? HttpResponse.json({ status: 409, slug: 'last_login_method', message: 'Only login' }, { status: 409 })
          : HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ConnectSocial redirect={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google is your only way to log in. Set a password before you disconnect it.');
    answer = 'down';
    await user.click(screen.getByRole('button', { name: 'Disconnect Facebook' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not disconnect Facebook. Please try again.'));
    expect(screen.getByRole('button', { name: 'Disconnect Facebook' })).toBeEnabled();
  });

  it('goes to the provider with the OAuth callback as the way back, remembering the provider', async () => {
    const asked: string[] = [];
    api.use(
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
    expect(readSocialLogin()).toEqual({ provider: 'google', returnTo: '/account' });
  });

  it('says when the provider cannot be reached, so the user can try again', async () => {
    api.use(
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
