import { sessionMachine, type Restored } from '@machines/session';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { LoginPanel } from './login-panel';

function renderPanel(route: string, presentation: 'page' | 'popup', routes: RouteName[] = ['index', 'login', 'sign-up']) {
  const actor = createActor(sessionMachine.provide({ actors: { restore: fromPromise<Restored | null>(async () => null) } })).start() as unknown as SessionActor;
  renderWithProviders(
    <SessionProvider actor={actor}>
      <RouteAvailabilityProvider routes={new Set(routes)}>
        <LoginPanel presentation={presentation} onClose={() => undefined} />
      </RouteAvailabilityProvider>
    </SessionProvider>,
    { route },
  );
}

describe('LoginPanel', () => {
  it('tells a user logged out for an invalid token why (002 §4.1)', () => {
    renderPanel('/login?auth-status=invalid-jwt', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('You have been automatically logged out. Please log in again.');
  });

  it('shows no notice otherwise', () => {
    renderPanel('/login', 'page');
    expect(screen.queryByText(/automatically logged out/)).not.toBeInTheDocument();
  });

  it('on the login page, the sign-up link goes to the sign-up page', () => {
    renderPanel('/login', 'page');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('in the popup, the sign-up link switches the popup on the same page', () => {
    renderPanel('/vehicles/7?popup=login', 'popup');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/vehicles/7?popup=sign-up');
  });

  it('links to forgot-password only when that page exists', () => {
    renderPanel('/login', 'page');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    renderPanel('/login', 'page', ['index', 'forgot-password']);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
