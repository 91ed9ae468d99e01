import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { TestSession } from '@/entities/session/testing';
import { AuthPopupHost, type AuthPanelProps } from '@/features/auth/auth-popup';
import { SignUpPanel } from './sign-up-panel';

const loadSignUp = async () => SignUpPanel;
const loadLogin = async () =>
  function LoginStandIn(_props: AuthPanelProps) {
    return <p>The login panel opens here.</p>;
  };

function GuestPage() {
  return (
    <TestSession as={null}>
      <p>The page under the popup.</p>
      <AuthPopupHost login={loadLogin} signUp={loadSignUp} />
    </TestSession>
  );
}

const meta = preview.meta({ title: 'Pages/SignUp/SignUpPopup', component: GuestPage, parameters: { layout: 'fullscreen' } });

/** `?popup=sign-up`, e.g. after a guest hearts a vehicle (002 §2.3, §4.9). */
export const SignUpPopup = meta.story({
  parameters: { route: ['/vehicles/7?popup=sign-up'] },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/vehicles/7?popup=login');
  },
});
