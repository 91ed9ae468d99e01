import { createSandboxServer } from '@openapi/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { readSocialLogin } from '@/entities/session';
import { SocialLoginButtons } from './social-login-buttons';

const { server } = createSandboxServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
    server.use(http.get('*/api/auth/:provider/redirect', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 })));
    const redirect = vi.fn();
    renderWithProviders(<SocialLoginButtons redirect={redirect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Facebook. Please try again.');
    expect(redirect).not.toHaveBeenCalled();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
  });
});
