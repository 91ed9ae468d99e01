import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { ApiError } from '@/shared/api';
import { signedInAs } from '@/shared/test';
import { ImpersonateForm } from './impersonate-form';

const renter = signedInAs('renter');

async function renderForm(impersonate: (userId: number) => Promise<typeof renter>) {
  const onStarted = vi.fn();
  const { session: actor } = await renderWithSession(<ImpersonateForm onStarted={onStarted} />, { as: 'admin', impersonate });
  return { actor, onStarted };
}

const userId = () => screen.getByLabelText('User ID');
const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('ImpersonateForm (login as user)', () => {
  it('asks for a whole-number user ID next to the field', async () => {
    const impersonate = vi.fn();
    await renderForm(impersonate);
    await userEvent.click(apply());
    expect(userId()).toHaveAccessibleDescription('Enter the ID of the user to log in as.');
    await userEvent.type(userId(), 'renter@sandbox.test');
    await userEvent.click(apply());
    expect(userId()).toHaveAccessibleDescription('A user ID is a whole number, such as 42.');
    expect(impersonate).not.toHaveBeenCalled();
  });

  it('acts as the user on Apply', async () => {
    const impersonate = vi.fn(async () => renter);
    const { actor, onStarted } = await renderForm(impersonate);
    await userEvent.type(userId(), '1');
    await userEvent.click(apply());
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(impersonate).toHaveBeenCalledWith(1);
    expect(actor.getSnapshot().matches('impersonating')).toBe(true);
  });

  it('says when no user has the ID, keeping it in the field', async () => {
    await renderForm(() => Promise.reject(new ApiError(404, 'model_not_found', 'No such user.')));
    await userEvent.type(userId(), '999');
    await userEvent.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('No user has this ID. Check the number and try again.');
    expect(userId()).toHaveValue('999');
  });

  it('puts a validation_failed answer about the ID by the field, keeping it', async () => {
    await renderForm(() => Promise.reject(new ApiError(422, 'validation_failed', 'The given data was invalid.', { id: ['The id is out of range.'] })));
    await userEvent.type(userId(), '9999999999');
    await userEvent.click(apply());
    await waitFor(() => expect(userId()).toHaveAccessibleDescription('This value was not accepted.'));
    expect(userId()).toHaveValue('9999999999');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an admin cannot be impersonated', async () => {
    await renderForm(() => Promise.reject(new ApiError(403, 'impersonation_failed', 'Administrators cannot be impersonated.')));
    await userEvent.type(userId(), '8');
    await userEvent.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot log in as this user. Administrators cannot be impersonated.');
  });
});
