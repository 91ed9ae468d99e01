import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { Link } from '@/shared/ui/link';
import type { AuthPanelProps } from '../model/auth-panel';
import { useAuthLinks } from '../model/use-auth-links';
import { AuthPopupHost } from './auth-popup-host';

function FakePanel({ kind, presentation, onClose }: AuthPanelProps & { kind: 'login' | 'sign-up' }) {
  const { hrefOf } = useAuthLinks(presentation);
  const other = kind === 'login' ? 'sign-up' : 'login';
  return (
    <>
      <p>{kind} panel</p>
      <Link to={hrefOf(other)}>Go to {other}</Link>
      <button type="button" onClick={onClose}>
        Stay here
      </button>
    </>
  );
}
const loginPanel = async () => (props: AuthPanelProps) => <FakePanel kind="login" {...props} />;
const signUpPanel = async () => (props: AuthPanelProps) => <FakePanel kind="sign-up" {...props} />;

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}

async function renderHost(route: string, signedIn = false) {
  const { session } = await renderWithSession(
    <>
      <AuthPopupHost login={loginPanel} signUp={signUpPanel} />
      <CurrentUrl />
    </>,
    { route, as: signedIn ? 'renter' : null },
  );
  return { session, url: () => screen.getByRole('status', { name: 'URL', hidden: true }).textContent };
}

describe('AuthPopupHost (002 §2.3)', () => {
  it('opens the login popup from ?popup=login for a guest, and closing removes the query', async () => {
    const { url } = await renderHost('/vehicles/7?popup=login&auth-status=invalid-jwt&from=2026-06-01');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await screen.findByText('login panel')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(url()).toBe('/vehicles/7?from=2026-06-01');
  });

  it('switches between the popups through their links', async () => {
    const { url } = await renderHost('/?popup=sign-up');
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Go to login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(url()).toBe('/?popup=login');
  });

  it('lets its panel close it, staying on the page', async () => {
    const { url } = await renderHost('/magazine?popup=login');
    await userEvent.click(await screen.findByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(url()).toBe('/magazine');
  });

  it('is for guests only', async () => {
    const { session } = await renderHost('/?popup=login', true);
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
