import type { LoginInput } from '@/entities/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { LoginForm } from './login-form';

const renter = signedInAs('renter');

/** A guest whose login answers with `login`. */
async function renderForm(login: (input: LoginInput) => Promise<typeof renter>, onSignedIn = vi.fn()) {
  await renderWithSession(<LoginForm onSignedIn={onSignedIn} forgotPasswordHref="/forgot-password" />, { as: null, login });
  return { onSignedIn };
}

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginForm', () => {
  it('says next to each field what is missing or wrong, and sends nothing', async () => {
    const login = vi.fn();
    await renderForm(login);
    await waitFor(() => expect(submit()).toBeEnabled());

    await userEvent.click(submit());
    expect(email()).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email(), 'renter.sandbox.test');
    await userEvent.click(submit());
    expect(email()).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in with the trimmed e-mail and hands over the signed-in user', async () => {
    const login = vi.fn(async () => renter);
    const { onSignedIn } = await renderForm(login);
    await waitFor(() => expect(submit()).toBeEnabled());

    await userEvent.type(email(), ' renter@sandbox.test ');
    await userEvent.type(password(), 'Sandbox2026');
    await userEvent.click(submit());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(renter.user));
    expect(login).toHaveBeenCalledWith({ email: 'renter@sandbox.test', password: 'Sandbox2026' });
  });

  it('shows a wrong password by its slug, keeps what was typed, and logs in on retry', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'invalid_credentials', 'These credentials do not match our records.'))
      .mockResolvedValueOnce(renter);
    const { onSignedIn } = await renderForm(login);
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'renter@sandbox.test');
    await userEvent.type(password(), 'Sandbox2025');
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right. Check them and try again.');
    expect(email()).toHaveValue('renter@sandbox.test');
    expect(password()).toHaveValue('Sandbox2025');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(renter.user));
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('marks the field a validation_failed answer refuses, without a form alert', async () => {
    const login = vi.fn().mockRejectedValueOnce(new ApiError(422, 'validation_failed', 'The given data was invalid.', { email: ['The email must be a valid email address.'] }));
    await renderForm(login);
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'renter@sandbox.test');
    await userEvent.type(password(), 'Sandbox2026');
    await userEvent.click(submit());

    await waitFor(() => expect(email()).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.'));
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('"login failed, too many attempts" (002 §8) and any other failure', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(429, 'too_many_attempts', 'Too many login attempts.'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderForm(login);
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'renter@sandbox.test');
    await userEvent.type(password(), 'x');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: too many attempts. Wait a few minutes, then try again.');

    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong and you are not logged in. Please try again.'));
  });

  it('links to the forgot-password page when it exists', async () => {
    await renderForm(vi.fn());
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
