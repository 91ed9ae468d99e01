import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readSocialLogin } from '@/entities/session';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { SocialLoginButtons } from './social-login-buttons';

const api = setupSandboxServer();

describe('SocialLoginButtons', () => {
  it('sends the browser to the provider, remembering the provider and the page to come back to', async () => {
    const redirect = vi.fn();
    renderWithProviders(<SocialLoginButtons returnTo="/vehicles/7" redirect={redirect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const url = new URL(redirect.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/oauth-callback`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(readSocialLogin()).toEqual({ provider: 'google', returnTo: '/vehicles/7' });
  });

  it('says when the provider cannot be reached, and can be tried again', async () => {
    api.use(http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 })));
    const redirect = vi.fn();
    renderWithProviders(<SocialLoginButtons redirect={redirect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Facebook. Please try again.');
    expect(redirect).not.toHaveBeenCalled();
    api.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
  });
});
