import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { LoginPanel } from './login-panel';

async function renderPanel(route: string, presentation: 'page' | 'popup', routes: RouteName[] = ['index', 'login', 'sign-up']) {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <LoginPanel presentation={presentation} onClose={() => undefined} />
    </RouteAvailabilityProvider>,
    { as: null, route },
  );
}

describe('LoginPanel', () => {
  it('tells a user logged out for an invalid token why (002 §4.1)', async () => {
    await renderPanel('/login?auth-status=invalid-jwt', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('You have been automatically logged out. Please log in again.');
  });

  it('fills in the address the sign-up found an account for ("continue login", 002 §4.5)', async () => {
    await renderPanel('/login?email=owner%40sandbox.test', 'page');
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner@sandbox.test');
  });

  it('shows no notice otherwise', async () => {
    await renderPanel('/login', 'page');
    expect(screen.queryByText(/automatically logged out/)).not.toBeInTheDocument();
  });

  it('on the login page, the sign-up link goes to the sign-up page', async () => {
    await renderPanel('/login', 'page');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('in the popup, the sign-up link switches the popup on the same page', async () => {
    await renderPanel('/vehicles/7?popup=login', 'popup');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/vehicles/7?popup=sign-up');
  });

  it('links to forgot-password only when that page exists', async () => {
    await renderPanel('/login', 'page');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    await renderPanel('/login', 'page', ['index', 'forgot-password']);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
