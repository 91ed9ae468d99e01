import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { peekRedirectTarget } from '@/entities/session';
import { renderWithSession } from '@/entities/session/testing';
import { setupApiServer } from '@/shared/test-server';
import { DeleteAccount } from './delete-account';

const api = setupApiServer();
const answer = (respond: HttpResponseResolver) => api.answer('delete', '*/api/me', respond);

async function setup(role: 'renter' | 'owner' = 'renter') {
  const { session: actor } = await renderWithSession(<DeleteAccount />, { as: role });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const password = screen.getByLabelText('Your password');
  const confirm = async (value: string) => {
    if (value) await user.type(password, value);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  };
  return { actor, user, dialog, password, confirm };
}

describe('DeleteAccount', () => {
  it('tells owners that their published vehicles come off the site', async () => {
    answer(() => new HttpResponse(null, { status: 204 }));
    await setup('owner');
    expect(screen.getByRole('note', { hidden: true })).toHaveTextContent('Your published vehicles will be unpublished');
  });

  it('needs the password, next to the field', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { password, confirm } = await setup();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await confirm('');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your password.'));
    expect(bodies).toHaveLength(0);
  });

  it('says "Invalid password. Try again." for a wrong password and keeps the dialog open', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'invalid_password', message: 'Invalid password. Try again.' }, { status: 422 }));
    const { actor, dialog, password, confirm } = await setup();
    await confirm('Wrong2026');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid password. Try again.'));
    expect(dialog).toBeInTheDocument();
    expect(password).toHaveValue('Wrong2026');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('puts a validation_failed answer about the password by the field', async () => {
    answer(() => HttpResponse.json({ status: 422, slug: 'validation_failed', message: 'Invalid', errors: { password: ['The password is incorrect.'] } }, { status: 422 }));
    const { password, confirm } = await setup();
    await confirm('Wrong2026');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid password. Try again.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses while bookings are active', async () => {
    answer(() => HttpResponse.json({ status: 409, slug: 'active_bookings_exist', message: 'Active bookings' }, { status: 409 }));
    const { actor, confirm } = await setup();
    await confirm('Sandbox2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot be deleted while you have active bookings.');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('deletes the account with the password, ends the session and heads home', async () => {
    const bodies = answer(() => new HttpResponse(null, { status: 204 }));
    const { actor, confirm } = await setup();
    await confirm('Sandbox2026');
    expect(await screen.findByText('Your account has been deleted.', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(actor.getSnapshot().context.endedBy).toBe('logout'));
    expect(bodies[0]).toEqual({ password: 'Sandbox2026' });
    expect(peekRedirectTarget()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows other failures with a way to try again', async () => {
    answer(() => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Boom' }, { status: 500 }));
    const { confirm } = await setup();
    await confirm('Sandbox2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be deleted. Please try again.');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
