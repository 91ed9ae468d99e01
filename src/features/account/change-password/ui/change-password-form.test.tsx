import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { setupApiServer } from '@/shared/test-server';
import { ChangePasswordForm } from './change-password-form';

const api = setupApiServer();
const answer = (respond: HttpResponseResolver) => api.answer('post', '*/api/me/update-password', respond);

async function setup() {
  const { session: actor } = await renderWithSession(<ChangePasswordForm />);
  const user = userEvent.setup();
  const current = screen.getByLabelText('Current password');
  const next = screen.getByLabelText('New password');
  const confirmation = screen.getByLabelText('Repeat the new password');
  const fill = async (currentValue: string, nextValue: string, confirmationValue = nextValue) => {
    for (const [field, value] of [[current, currentValue], [next, nextValue], [confirmation, confirmationValue]] as const) {
      if (value) await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { actor, user, current, next, confirmation, fill };
}

describe('ChangePasswordForm', () => {
  it('checks the current password, the new password’s rules and the confirmation next to the fields, sending nothing', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { current, next, confirmation, fill } = await setup();
    await fill('', 'camper2026', 'camper2027');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Enter your current password.'));
    expect(next).toHaveAccessibleDescription(/Add an uppercase letter \(A–Z\)\./);
    expect(confirmation).toHaveAccessibleDescription('The passwords do not match.');
    expect(bodies).toHaveLength(0);
  });

  it('reports a confirmation that does not match', async () => {
    answer(() => new HttpResponse(null, { status: 204 }));
    const { confirmation, fill } = await setup();
    await fill('Sandbox2026', 'Camper2026', 'Camper2027');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('The passwords do not match.'));
  });

  it('changes the password, says so and logs the user out', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { actor, fill } = await setup();
    await fill('Sandbox2026', 'Camper2026');
    expect(await screen.findByText('Your password has been changed.', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(actor.getSnapshot().context.endedBy).toBe('password-changed'));
    expect(bodies[0]).toEqual({ currentPassword: 'Sandbox2026', newPassword: 'Camper2026' });
  });

  it('marks a wrong current password, keeps everything typed and the session', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'invalid_current_password', message: 'Wrong' }, { status: 422 }));
    const { actor, current, next, fill } = await setup();
    await fill('Wrong2026', 'Camper2026');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'));
    expect(current).toHaveValue('Wrong2026');
    expect(next).toHaveValue('Camper2026');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('marks a new password the API does not accept', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'new_password_not_accepted', message: 'No' }, { status: 422 }));
    const { next, fill } = await setup();
    await fill('Sandbox2026', 'Sandbox2026');
    await waitFor(() => expect(next).toHaveAccessibleDescription(/The new password was not accepted\./));
  });

  it('puts the field errors of a validation_failed answer by their fields', async () => {
    answer(() =>
      HttpResponse.json({ status: 422, slug: 'validation_failed', message: 'Invalid', errors: { newPassword: ['The new password must differ from the current one.'] } }, { status: 422 }),
    );
    const { next, fill } = await setup();
    await fill('Sandbox2026', 'Sandbox2026');
    await waitFor(() => expect(next).toHaveAccessibleDescription(/The new password was not accepted\./));
    expect(next).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures with a way to try again', async () => {
    answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }));
    const { fill } = await setup();
    await fill('Sandbox2026', 'Camper2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password could not be changed. Please try again.');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});
