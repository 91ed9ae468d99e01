import { manualClock } from '@openapi/sandbox/clock';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider, rememberSocialLogin } from '@/entities/session';
import { sessionReaches, startAppSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { ToastProvider } from '@/shared/ui/toast';
import { OAuthCallbackPage } from './oauth-callback-page';

const { sandbox } = setupSandboxServer({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });
beforeEach(() => {
  sandbox.reset();
  sessionStorage.clear();
  document.cookie = 'auth=; max-age=0; path=/';
});

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}

async function renderCallback(query: string, signedInAs?: string) {
  const actor = await startAppSession();
  if (signedInAs) {
    actor.send({ type: 'LOGIN', input: { email: signedInAs, password: 'Sandbox2026' } });
    expect((await sessionReaches(actor, (s) => !s.matches('authenticating'))).matches('authenticated')).toBe(true);
  }
  renderWithProviders(
    <SessionProvider actor={actor}>
      <RouteAvailabilityProvider routes={new Set(['index', 'login', 'sign-up'])}>
        <ToastProvider>
          <OAuthCallbackPage />
          <CurrentUrl />
        </ToastProvider>
      </RouteAvailabilityProvider>
    </SessionProvider>,
    { route: `/oauth-callback?${query}` },
  );
  return { actor, url: () => screen.getByRole('status', { name: 'URL' }).textContent };
}

describe('OAuth callback page on the sandbox', { timeout: 20_000 }, () => {
  it('signs in the account the provider vouches for and applies the after-login rules', async () => {
    const { actor, url } = await renderCallback('code=sbx-google-renter@sandbox.test&provider=google');
    await waitFor(() => expect(actor.getSnapshot().context.session?.user.email).toBe('renter@sandbox.test'));
    // renter@ belongs on the bookings list, which is not built here: home instead.
    await waitFor(() => expect(url()).toBe('/'));
  });

  it('sends a new social account on to finish the sign-up with its onboarding id', async () => {
    const { actor, url } = await renderCallback('code=sbx-facebook-new.camper@sandbox.test&state=facebook');
    await waitFor(() => expect(url()).toMatch(/^\/sign-up\?onboarding=onb_\d+_facebook$/));
    expect(actor.getSnapshot().context.onboardingId).toMatch(/^onb_\d+_facebook$/);
  });

  it('explains a callback without a code and offers to start again', async () => {
    await renderCallback('error=access_denied&provider=google');
    expect(await screen.findByRole('alert')).toHaveTextContent('The login with Google was cancelled.');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with your e-mail address' })).toHaveAttribute('href', '/login');
  });

  it('reports a code the provider did not confirm', async () => {
    await renderCallback('code=forged&provider=google');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google did not confirm the login. Please start the login again.');
  });

  it('connects the provider to a signed-in account and goes back where the user started (002 §2.6)', async () => {
    rememberSocialLogin({ provider: 'google', returnTo: '/account' });
    const { url } = await renderCallback('code=sbx-google-owner@sandbox.test', 'owner@sandbox.test');
    expect(await screen.findByText('Google is now connected to your account.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/account'));
    expect(sandbox.store.users.find((u) => u.email === 'owner@sandbox.test')?.connectedProviders).toContain('google');
  });
});
