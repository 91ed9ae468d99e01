import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';

const api = setupApiServer();
const answer = (respond: HttpResponseResolver) => api.answer('post', '*/api/auth/reset-password', respond);

function setup(props: ResetPasswordFormProps = { code: 'ABC1234' }) {
  renderWithProviders(<ResetPasswordForm {...props} />);
  return {
    user: userEvent.setup(),
    password: screen.getByLabelText('New password'),
    confirmation: screen.getByLabelText('Repeat the new password'),
    save: screen.getByRole('button', { name: 'Save new password' }),
  };
}

describe('ResetPasswordForm', () => {
  it('checks the password rules and the confirmation next to the fields', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { user, password, confirmation, save } = setup();
    await user.type(password, 'camper');
    await user.type(confirmation, 'camper2');
    await user.click(save);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Use at least 8 characters\./));
    await user.clear(password);
    await user.type(password, 'Camper2026');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('The passwords do not match.'));
    expect(bodies).toHaveLength(0);
  });

  it('saves the new password with the code and offers to log in', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { user, password, confirmation, save } = setup();
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?popup=login');
    expect(bodies[0]).toEqual({ code: 'ABC1234', password: 'Camper2026' });
  });

  it('asks for the code when the link did not carry one', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { user, password, confirmation, save } = setup({});
    const code = screen.getByRole('textbox', { name: 'Code from the e-mail' });
    await user.click(save);
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter the code from the e-mail.'));
    await user.type(code, ' xyz987 ');
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    await screen.findByRole('status');
    expect(bodies[0]).toEqual({ code: 'xyz987', password: 'Camper2026' });
  });

  it('says an expired link is no longer valid and links to request a new one', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'invalid_reset_code', message: 'No longer valid' }, { status: 422 }));
    const { user, password, confirmation, save } = setup();
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is no longer valid. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');
    expect(password).toHaveValue('Camper2026');
  });

  it('marks a new password the API does not accept, keeping what was typed', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'new_password_not_accepted', message: 'Not accepted', errors: { password: ['x'] } }, { status: 422 }));
    const { user, password, confirmation, save } = setup();
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The new password was not accepted\./));
    expect(confirmation).toHaveValue('Camper2026');
  });

  it('puts the field errors of a validation_failed answer by their fields, the code\'s too', async () => {
    answer(() =>
      HttpResponse.json({ status: 422, slug: 'validation_failed', message: 'Invalid', errors: { code: ['Malformed.'], password: ['Too common.'] } }, { status: 422 }),
    );
    const { user, password, confirmation, save } = setup({});
    const code = screen.getByRole('textbox', { name: 'Code from the e-mail' });
    await user.type(code, 'ABC');
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    await waitFor(() => expect(code).toHaveAccessibleDescription('This value was not accepted.'));
    expect(password).toHaveAccessibleDescription(/The new password was not accepted\./);
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures with a way to try again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }) : new HttpResponse(null, { status: 204 });
    });
    const { user, password, confirmation, save } = setup();
    await user.type(password, 'Camper2026');
    await user.type(confirmation, 'Camper2026');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });
});
