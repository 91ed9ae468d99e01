import preview from '#.storybook/preview';
import type { LoginInput, SignedIn } from '@/entities/session';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withTestSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { Stack } from '@/shared/ui/stack';
import { InvalidJwtNotice } from './invalid-jwt-notice';
import { LoginForm } from './login-form';

type Login = (input: LoginInput) => Promise<SignedIn>;

const never: Login = () => new Promise(() => undefined);
const fails = (slug: string, status: number): Login => () => Promise.reject(new ApiError(status, slug, slug));

const meta = preview.meta({
  title: 'Features/Login/LoginForm',
  component: LoginForm,
  args: { onSignedIn: fn(), forgotPasswordHref: '/forgot-password' },
  decorators: [withTestSession],
  parameters: { session: { as: null, login: async () => signedInAs('renter') } },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <LoginForm {...args} />
    </div>
  ),
});

async function submitCredentials(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled());
  await userEvent.type(canvas.getByLabelText('E-mail'), 'renter@sandbox.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'Sandbox2025');
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/** Nothing typed yet. */
export const Idle = meta.story({});

/** Bad input: errors next to the fields. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled());
    await userEvent.type(canvas.getByLabelText('E-mail'), 'renter.sandbox.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
  },
});

/** The session is authenticating: the button is busy. */
export const Submitting = meta.story({
  parameters: { session: { login: never } },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** The API refused the credentials (slug invalid_credentials); what was typed stays. */
export const Failed = meta.story({
  parameters: { session: { login: fails('invalid_credentials', 401) } },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('renter@sandbox.test');
  },
});

/** 002 §8: "login failed, too many attempts". */
export const FailedTooManyAttempts = meta.story({
  parameters: { session: { login: fails('too_many_attempts', 429) } },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed: too many attempts.');
  },
});

/** After a logout for an invalid token (002 §4.1), as the login page and popup show it. */
export const InvalidJwtNoticeShown = meta.story({
  name: 'Invalid JWT notice',
  parameters: { session: { login: never } },
  render: (args) => (
    <Stack gap="lg" style={{ maxWidth: '28rem' }}>
      <InvalidJwtNotice />
      <LoginForm {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have been automatically logged out. Please log in again.');
  },
});
