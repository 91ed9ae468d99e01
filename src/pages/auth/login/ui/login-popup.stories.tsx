import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { TestSession } from '@/entities/session/testing';
import { AuthPopupHost, type AuthPanelProps } from '@/features/auth/auth-popup';
import { LoginPanel } from './login-panel';

const loadLogin = async () => LoginPanel;
const loadSignUp = async () =>
  function SignUpStandIn(_props: AuthPanelProps) {
    return <p>The sign-up panel opens here.</p>;
  };

function GuestPage() {
  return (
    <TestSession as={null}>
      <p>The page under the popup.</p>
      <AuthPopupHost login={loadLogin} signUp={loadSignUp} />
    </TestSession>
  );
}

const meta = preview.meta({ title: 'Pages/Login/LoginPopup', component: GuestPage, parameters: { layout: 'fullscreen' } });

/** `?popup=login` on any page, for guests (002 §2.3). */
export const LoginPopup = meta.story({
  parameters: { route: ['/vehicles/7?popup=login'] },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/vehicles/7?popup=sign-up');
  },
});

/** The home page after a logout for an invalid token: `?popup=login&auth-status=invalid-jwt` (002 §4.1). */
export const LoginPopupAfterInvalidJwt = meta.story({
  parameters: { route: ['/?popup=login&auth-status=invalid-jwt'] },
  play: async () => {
    await expect(await screen.findByText('You have been automatically logged out. Please log in again.')).toBeInTheDocument();
  },
});

/** The sign-up link switches the popup rather than leaving the page. */
export const SwitchesToSignUp = meta.story({
  parameters: { route: ['/?popup=login'] },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  },
});
