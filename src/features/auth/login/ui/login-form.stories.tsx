import { sessionMachine, type LoginInput, type Restored, type SignedIn } from '@machines/session';
import { signedInAs } from '@machines/session/session.fixtures';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import preview from '#.storybook/preview';
import { SessionProvider, type SessionActor } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { Stack } from '@/shared/ui/stack';
import { InvalidJwtNotice } from './invalid-jwt-notice';
import { LoginForm } from './login-form';

type Login = (input: LoginInput) => Promise<SignedIn>;

/** An anonymous session whose login answers with `login`. */
function GuestSession({ login, children }: { login: Login; children: ReactNode }) {
  const [actor] = useState(
    () =>
      createActor(
        sessionMachine.provide({ actors: { restore: fromPromise<Restored | null>(async () => null), login: fromPromise(({ input }) => login(input)) } }),
      ).start() as unknown as SessionActor,
  );
  return <SessionProvider actor={actor}>{children}</SessionProvider>;
}

const never: Login = () => new Promise(() => undefined);
const fails = (slug: string, status: number): Login => () => Promise.reject(new ApiError(status, slug, slug));

const meta = preview.meta({
  title: 'Features/Login/LoginForm',
  component: LoginForm,
  args: { onSignedIn: fn(), forgotPasswordHref: '/forgot-password' },
  render: (args, { parameters }) => (
    <GuestSession login={(parameters['login'] as Login | undefined) ?? (async () => signedInAs('renter'))}>
      <div style={{ maxWidth: '28rem' }}>
        <LoginForm {...args} />
      </div>
    </GuestSession>
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
  parameters: { login: never },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** The API refused the credentials (slug invalid_credentials); what was typed stays. */
export const Failed = meta.story({
  parameters: { login: fails('invalid_credentials', 401) },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('renter@sandbox.test');
  },
});

/** 002 §8: "login failed, too many attempts". */
export const FailedTooManyAttempts = meta.story({
  parameters: { login: fails('too_many_attempts', 429) },
  play: async ({ canvas, canvasElement }) => {
    await submitCredentials(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed: too many attempts.');
  },
});

/** After a logout for an invalid token (002 §4.1), as the login page and popup show it. */
export const InvalidJwtNoticeShown = meta.story({
  name: 'Invalid JWT notice',
  render: (args) => (
    <GuestSession login={never}>
      <Stack gap="lg" style={{ maxWidth: '28rem' }}>
        <InvalidJwtNotice />
        <LoginForm {...args} />
      </Stack>
    </GuestSession>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have been automatically logged out. Please log in again.');
  },
});
